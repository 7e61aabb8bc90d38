import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { formatForDisplay, isIsoDate, localToday, parseTyped } from '../../../core/rules/typedDates';

describe('DateInput dates', () => {
  it('reads a typed date in the locale order with any common separator', () => {
    expect(parseTyped('05/01/2022', 'DMY')).toBe('2022-01-05');
    expect(parseTyped('5.1.2022', 'DMY')).toBe('2022-01-05');
    expect(parseTyped(' 05 01 2022 ', 'DMY')).toBe('2022-01-05');
    expect(parseTyped('05/01/2022', 'MDY')).toBe('2022-05-01');
    expect(parseTyped('2022-1-5', 'YMD')).toBe('2022-01-05');
  });

  it('refuses what is not a real day', () => {
    for (const typed of ['31/04/2022', '29/02/2023', '00/01/2022', '12/13/2022', '5/1/22', '05/01/2022x', 'tomorrow', '']) {
      expect(parseTyped(typed, 'DMY'), typed).toBeNull();
    }
    expect(parseTyped('29/02/2024', 'DMY')).toBe('2024-02-29');
    expect(parseTyped('29/02/2000', 'DMY')).toBe('2000-02-29');
    expect(parseTyped('29/02/1900', 'DMY')).toBeNull();
  });

  it('agrees with luxon on every day of four years, typed in each order', () => {
    const orders = { DMY: 'd/M/yyyy', MDY: 'M/d/yyyy', YMD: 'yyyy-M-d' } as const;
    for (let day = DateTime.fromISO('2023-01-01'); day.year < 2027; day = day.plus({ days: 1 })) {
      const iso = day.toISODate()!;
      expect(isIsoDate(iso)).toBe(true);
      for (const [order, format] of Object.entries(orders) as Array<[keyof typeof orders, string]>) {
        expect(parseTyped(day.toFormat(format), order)).toBe(iso);
        expect(formatForDisplay(iso, order)).toBe(day.toFormat({ DMY: 'dd/MM/yyyy', MDY: 'MM/dd/yyyy', YMD: 'yyyy-MM-dd' }[order]));
      }
    }
  });

  it('knows an ISO date from anything else', () => {
    expect(isIsoDate('2022-02-29')).toBe(false);
    expect(isIsoDate('2022-2-1')).toBe(false);
    expect(isIsoDate(20220201)).toBe(false);
  });

  it("gives the visitor's own calendar day", () => {
    expect(localToday(new Date(2026, 10, 25, 23, 59))).toBe('2026-11-25');
    expect(localToday()).toBe(DateTime.now().toISODate());
  });
});
