
/*
 * A typed date's shape only: day, month and year in the locale's order, checked against the calendar. Plain
 * arithmetic rather than luxon, which this widget would otherwise bring to the first paint of every date step
 * (19.5 kB brotli, about 0.1 s on a slow phone). Time zones and calendar rules stay with luxon
 * (core/rules/calendarDates.ts, the lazily loaded Calendar).
 */

/** A locale's date order (SiteEnvironment.dateFormat). */
type DateOrder = 'DMY' | 'YMD' | 'MDY';

const SEPARATOR: Record<DateOrder, string> = { DMY: '/', MDY: '/', YMD: '-' };
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
// Day and month as one or two digits, so "5/1/2022" and "05/01/2022" both parse; the year always has four.
const TYPED: Record<DateOrder, RegExp> = { DMY: /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/, MDY: /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/, YMD: /^(\d{4})-(\d{1,2})-(\d{1,2})$/ };

const two = (n: number) => String(n).padStart(2, '0');
const isoOf = (year: number, month: number, day: number) => `${String(year).padStart(4, '0')}-${two(month)}-${two(day)}`;

/** Whether the day exists (no 31 April, 29 February only in leap years). */
function isRealDay(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = new Date(Date.UTC(2000, month, 0)).getUTCDate() - (month === 2 && !isLeapYear(year) ? 1 : 0);
  return day <= daysInMonth;
}
const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = ISO_DATE.exec(value);
  return match !== null && isRealDay(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** The date as the visitor reads it, e.g. 05/01/2022 for DMY. */
export function formatForDisplay(iso: string, order: DateOrder): string {
  const [year, month, day] = iso.split('-');
  if (order === 'YMD') return `${year}-${month}-${day}`;
  return order === 'DMY' ? `${day}/${month}/${year}` : `${month}/${day}/${year}`;
}

/** What the visitor typed as an ISO date, or null when it is not a real date in the locale's order. */
export function parseTyped(typed: string, order: DateOrder): string | null {
  // Dots, dashes and spaces are common separators too (05.01.2022 in Germany).
  const normalised = typed.trim().replace(/[\s./-]+/g, SEPARATOR[order]);
  const match = TYPED[order].exec(normalised);
  if (!match) return null;
  const [first, second, third] = match.slice(1).map(Number);
  const [year, month, day] = order === 'DMY' ? [third, second, first] : order === 'MDY' ? [third, first, second] : [first, second, third];
  return isRealDay(year, month, day) ? isoOf(year, month, day) : null;
}

/** The visitor's calendar day: the same "today" the validation schema's notAfterToday rule uses. */
export function localToday(now = new Date()): string {
  return isoOf(now.getFullYear(), now.getMonth() + 1, now.getDate());
}
