/**
 * Date rules in IANA time zones across daylight-saving changes: America/New_York leaves daylight saving on
 * 1 November 2026 (EDT -04:00 → EST -05:00), Europe/Berlin on 25 October 2026 (CEST +02:00 → CET +01:00). A fixed
 * offset would be an hour wrong on one side of each change; these tests pin the hour at which each rule turns.
 */
import { describe, expect, it } from 'vitest';
import { addCalendarDays, calendarDateOf, calendarDaysBetween, isIanaZone, noonOf, todayIn } from '../../../core/rules/calendarDates';
import { daysSincePurchase, isReturnWindowOpen } from '../../../core/rules/myClaimRules';
import { isInPurchaseWindow, type Promotion } from '../../../server/promotion-api/domain/promotions';

const NEW_YORK = 'America/New_York';
const BERLIN = 'Europe/Berlin';

describe('IANA zones', () => {
  it('knows IANA names and refuses fixed offsets and unknown names', () => {
    for (const zone of ['Europe/London', BERLIN, 'Europe/Paris', NEW_YORK, 'Europe/Dublin', 'UTC', 'Etc/GMT-1']) expect(isIanaZone(zone), zone).toBe(true);
    for (const zone of ['+01:00', 'GMT+1', 'CET+1', 'Europe/Atlantis', '']) expect(isIanaZone(zone), zone).toBe(false);
  });
});

describe('noon of a purchase date in the locale (what the site sends)', () => {
  it('carries the offset of that very day across the New York change', () => {
    expect(noonOf('2026-10-31', NEW_YORK)).toBe('2026-10-31T12:00:00-04:00');
    expect(noonOf('2026-11-01', NEW_YORK)).toBe('2026-11-01T12:00:00-05:00');
    expect(noonOf('2026-11-02', NEW_YORK)).toBe('2026-11-02T12:00:00-05:00');
    expect(noonOf('2026-10-24', BERLIN)).toBe('2026-10-24T12:00:00+02:00');
    expect(noonOf('2026-10-25', BERLIN)).toBe('2026-10-25T12:00:00+01:00');
    expect(noonOf('2026-03-29', BERLIN)).toBe('2026-03-29T12:00:00+02:00');
  });

  it('names the same calendar date to the server, in every zone', () => {
    for (const zone of [NEW_YORK, BERLIN, 'Europe/London', 'Pacific/Auckland', 'Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      for (let day = 0; day < 400; day += 1) {
        const date = addCalendarDays('2026-01-01', day);
        expect(calendarDateOf(noonOf(date, zone)), `${date} ${zone}`).toBe(date);
      }
    }
  });
});

describe('a purchase window ending on the day New York leaves daylight saving (2026-11-01)', () => {
  const promotion = { purchase_start: '2026-03-08', purchase_end: '2026-11-01' } as Promotion;
  const later = new Date('2026-12-01T12:00:00Z');

  it('takes a purchase on 2026-11-01 and refuses one on 2026-11-02', () => {
    expect(isInPurchaseWindow(promotion, noonOf('2026-10-31', NEW_YORK), later)).toBe(true);
    expect(isInPurchaseWindow(promotion, noonOf('2026-11-01', NEW_YORK), later)).toBe(true);
    expect(isInPurchaseWindow(promotion, noonOf('2026-11-02', NEW_YORK), later)).toBe(false);
    expect(isInPurchaseWindow(promotion, noonOf('2026-03-08', NEW_YORK), later)).toBe(true);
    expect(isInPurchaseWindow(promotion, noonOf('2026-03-07', NEW_YORK), later)).toBe(false);
  });

  it("today in New York turns at the zone's midnight: 04:00 UTC in summer, 05:00 UTC in winter", () => {
    expect(todayIn(new Date('2026-10-31T03:59:59Z'), NEW_YORK)).toBe('2026-10-30');
    expect(todayIn(new Date('2026-10-31T04:00:00Z'), NEW_YORK)).toBe('2026-10-31');
    // 23:30 EST on 1 November (a fixed -04:00 would already say 2 November).
    expect(todayIn(new Date('2026-11-02T04:30:00Z'), NEW_YORK)).toBe('2026-11-01');
    expect(todayIn(new Date('2026-11-02T05:00:00Z'), NEW_YORK)).toBe('2026-11-02');
  });

  it('refuses a purchase date later than the latest today on earth', () => {
    const open = { purchase_start: '2026-01-01', purchase_end: '2026-12-31' } as Promotion;
    const now = new Date('2026-11-01T23:00:00Z');
    expect(isInPurchaseWindow(open, noonOf('2026-11-02', 'Pacific/Kiritimati'), now)).toBe(true);
    expect(isInPurchaseWindow(open, noonOf('2026-11-03', 'Pacific/Kiritimati'), now)).toBe(false);
  });
});

describe('return window days counted across the Berlin change (2026-10-25)', () => {
  it('counts calendar days of Berlin, whatever the clocks did', () => {
    // 23:30 CET on 25 October: one day after the purchase (a fixed +02:00 would say 00:30 on the 26th: two).
    expect(daysSincePurchase('2026-10-24', new Date('2026-10-25T22:30:00Z'), BERLIN)).toBe(1);
    expect(daysSincePurchase('2026-10-24', new Date('2026-10-25T23:00:00Z'), BERLIN)).toBe(2);
    // The 25th has 25 hours in Berlin: still one calendar day.
    expect(daysSincePurchase('2026-10-25', new Date('2026-10-25T22:59:59Z'), BERLIN)).toBe(0);
    expect(daysSincePurchase('2026-10-25', new Date('2026-10-26T11:00:00Z'), BERLIN)).toBe(1);
    // Spring forward (29 March 2026, a 23-hour day): midnight is 22:00 UTC the evening before.
    expect(daysSincePurchase('2026-03-28', new Date('2026-03-28T22:59:59Z'), BERLIN)).toBe(0);
    expect(daysSincePurchase('2026-03-28', new Date('2026-03-28T23:00:00Z'), BERLIN)).toBe(1);
    expect(daysSincePurchase('2026-03-28', new Date('2026-03-29T21:59:59Z'), BERLIN)).toBe(1);
    expect(daysSincePurchase('2026-03-28', new Date('2026-03-29T22:00:00Z'), BERLIN)).toBe(2);
  });

  it('a 30-day window closes at midnight Berlin time, one hour later in UTC after the change', () => {
    const settings = { returnWindowDays: { min: 0, max: 30 } };
    // Bought 2026-09-25 (CEST); the 30th day is 2026-10-25 (CET from 03:00), which ends at 23:00 UTC.
    expect(isReturnWindowOpen('2026-09-25', settings, BERLIN, new Date('2026-10-25T22:59:59Z'))).toBe(true);
    expect(isReturnWindowOpen('2026-09-25', settings, BERLIN, new Date('2026-10-25T23:00:00Z'))).toBe(false);
    // The window opens on the purchase day at midnight Berlin time (22:00 UTC the day before, in summer).
    expect(isReturnWindowOpen('2026-09-25', settings, BERLIN, new Date('2026-09-24T21:59:59Z'))).toBe(false);
    expect(isReturnWindowOpen('2026-09-25', settings, BERLIN, new Date('2026-09-24T22:00:00Z'))).toBe(true);
  });
});

describe('calendar day arithmetic', () => {
  it('counts and adds whole days, across DST changes and leap days', () => {
    expect(calendarDaysBetween('2026-10-24', '2026-10-26')).toBe(2);
    expect(calendarDaysBetween('2026-11-02', '2026-11-01')).toBe(-1);
    expect(calendarDaysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(calendarDaysBetween('2026-10-24T12:00:00+02:00', '2026-10-25')).toBe(1);
    expect(addCalendarDays('2026-10-24', 2)).toBe('2026-10-26');
    expect(addCalendarDays('2024-03-01', -1)).toBe('2024-02-29');
  });

  it('reads only real dates', () => {
    expect(calendarDaysBetween('2026-02-30', '2026-03-01')).toBeNaN();
    expect(calendarDaysBetween('2026-10', '2026-10-02')).toBeNaN();
    expect(calendarDaysBetween('yesterday', '2026-10-02')).toBeNaN();
    expect(calendarDateOf('2026-11-01')).toBe('2026-11-01');
    expect(calendarDateOf('2026-11-01T12:00:00-05:00')).toBe('2026-11-01');
    expect(calendarDateOf('2026-02-30')).toBeNull();
    expect(calendarDateOf('2026-11-01T25:00:00Z')).toBeNull();
    expect(calendarDateOf('01/11/2026')).toBeNull();
  });
});
