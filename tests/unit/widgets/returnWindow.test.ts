import { describe, expect, it } from 'vitest';
import { daysSincePurchase, isReturnWindowOpen } from '../../../core/rules/myClaimRules';

const settings = { returnWindowDays: { min: 0, max: 30 } };
const at = (instant: string) => new Date(instant);

describe('daysSincePurchase', () => {
  it('counts whole calendar days: 0 on the purchase day, 1 the day after, negative before it', () => {
    expect(daysSincePurchase('2022-11-01', at('2022-11-01T00:00:00Z'))).toBe(0);
    expect(daysSincePurchase('2022-11-01', at('2022-11-01T23:59:59Z'))).toBe(0);
    expect(daysSincePurchase('2022-11-01', at('2022-11-02T00:00:00Z'))).toBe(1);
    expect(daysSincePurchase('2022-11-01', at('2022-12-01T12:00:00Z'))).toBe(30);
    expect(daysSincePurchase('2022-11-01', at('2022-10-31T12:00:00Z'))).toBe(-1);
  });

  it('counts in the locale timezone: 23:30 UTC is already the next day at +01:00', () => {
    expect(daysSincePurchase('2022-11-01', at('2022-11-01T23:30:00Z'), 'UTC')).toBe(0);
    expect(daysSincePurchase('2022-11-01', at('2022-11-01T23:30:00Z'), 'Etc/GMT-1')).toBe(1);
    expect(daysSincePurchase('2022-11-02', at('2022-11-02T03:00:00Z'), 'Etc/GMT+5')).toBe(-1);
  });

  it('spans a change of clocks and a leap day without drifting', () => {
    expect(daysSincePurchase('2024-02-28', at('2024-03-01T10:00:00Z'))).toBe(2);
    expect(daysSincePurchase('2022-10-29', at('2022-10-31T10:00:00Z'), 'Etc/GMT-1')).toBe(2);
  });

  it('reads the date part of a longer ISO string; an unreadable date is NaN', () => {
    expect(daysSincePurchase('2022-11-01T12:00:00+00:00', at('2022-11-03T12:00:00Z'))).toBe(2);
    expect(daysSincePurchase('soon', at('2022-11-03T12:00:00Z'))).toBeNaN();
  });
});

describe('isReturnWindowOpen', () => {
  it('is open from min to max days after the purchase, both included', () => {
    expect(isReturnWindowOpen('2022-11-01', settings, 'UTC', at('2022-11-01T08:00:00Z'))).toBe(true);
    expect(isReturnWindowOpen('2022-11-01', settings, 'UTC', at('2022-12-01T23:00:00Z'))).toBe(true);
    expect(isReturnWindowOpen('2022-11-01', settings, 'UTC', at('2022-12-02T00:00:00Z'))).toBe(false);
    expect(isReturnWindowOpen('2022-11-01', settings, 'UTC', at('2022-10-31T23:00:00Z'))).toBe(false);
  });

  it('honours a lower bound above zero', () => {
    const later = { returnWindowDays: { min: 3, max: 5 } };
    const days = (n: number) => new Date(Date.UTC(2022, 10, 1 + n, 12));
    expect([0, 2, 3, 4, 5, 6].map((n) => isReturnWindowOpen('2022-11-01', later, 'UTC', days(n)))).toEqual([false, false, true, true, true, false]);
  });

  it('closes on the last evening in a timezone ahead of UTC', () => {
    // 30 days after purchase in UTC, but already the 31st day in +01:00.
    expect(isReturnWindowOpen('2022-11-01', settings, 'Etc/GMT-1', at('2022-12-01T23:30:00Z'))).toBe(false);
  });

  it('is closed without a readable purchase date', () => {
    for (const date of [undefined, null, '', 'not a date']) expect(isReturnWindowOpen(date, settings, 'UTC', at('2022-11-02T00:00:00Z'))).toBe(false);
  });

  it('uses the clock when no time is given', () => {
    const today = new Date().toISOString().slice(0, 10);
    expect(isReturnWindowOpen(today, settings, 'UTC')).toBe(true);
    expect(isReturnWindowOpen('2022-11-01', settings, 'UTC')).toBe(false);
  });
});
