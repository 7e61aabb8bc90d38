/**
 * Calendar dates in a locale's time zone, for the site and the reference server alike. A time zone is an IANA name
 * (promotion.json `locales.*.timezone`: Europe/London, Europe/Berlin, America/New_York …), never a fixed offset: an
 * offset is right for half the year at most. Every computation goes through luxon, so daylight saving is included.
 * Calendar dates are yyyy-MM-dd strings; day arithmetic on them is done in UTC, where every day has 24 hours.
 */
import { DateTime, IANAZone } from 'luxon';

/**
 * Whether `zone` is an IANA time zone name (Europe/Berlin, UTC) the platform knows. Not an offset such as `+01:00`,
 * which Intl (and so luxon) accepts as a zone since ECMA-402 2024 (Node 24; Node 20 refused it).
 */
export function isIanaZone(zone: string): boolean {
  return !/^[+-]/.test(zone) && IANAZone.isValidZone(zone);
}

/** Noon of a calendar date (yyyy-MM-dd) in an IANA time zone, as an ISO instant with that day's offset. */
export function noonOf(date: string, timezone: string): string {
  const noon = DateTime.fromISO(date, { zone: timezone }).set({ hour: 12, minute: 0, second: 0, millisecond: 0 });
  return noon.isValid ? (noon.toISO({ suppressMilliseconds: true }) as string) : `${date}T12:00:00Z`;
}

/** Today's calendar date (yyyy-MM-dd) in an IANA time zone (UTC when it is missing or unknown). */
export function todayIn(now: Date, timezone: string | undefined): string {
  const local = DateTime.fromJSDate(now, { zone: timezone ?? 'UTC' });
  return (local.isValid ? local : DateTime.fromJSDate(now, { zone: 'UTC' })).toISODate() as string;
}

/**
 * The calendar date (yyyy-MM-dd) a purchase date names: a date (`2022-10-10`) or a date-time with its offset
 * (`2022-10-10T12:00:00+01:00`: the site sends noon in the locale's time zone, so the date as written is the
 * customer's day); null when it is not a real date or date-time.
 */
export function calendarDateOf(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}(?:$|T)/.test(value)) return null;
  return DateTime.fromISO(value, { setZone: true }).isValid ? value.slice(0, 10) : null;
}

/** A yyyy-MM-dd date as the start of that day in UTC (invalid for anything else, e.g. 2026-02-30 or 2026-10). */
const utcDay = (date: string) => (/^\d{4}-\d{2}-\d{2}$/.test(date) ? DateTime.fromISO(date, { zone: 'UTC' }) : DateTime.invalid('not a yyyy-MM-dd date'));

/**
 * Whole calendar days from one date to another (yyyy-MM-dd; a longer ISO string counts by its date): 1 from a day to
 * the next whatever the clocks did in between, negative when `to` comes first; NaN when either is not a real date.
 */
export function calendarDaysBetween(from: string, to: string): number {
  const start = utcDay(from.slice(0, 10));
  const end = utcDay(to.slice(0, 10));
  if (!start.isValid || !end.isValid) return NaN;
  return Math.round(end.diff(start, 'days').days);
}

/** The calendar date `days` days after `date` (yyyy-MM-dd; negative: before). */
export function addCalendarDays(date: string, days: number): string {
  return utcDay(date.slice(0, 10)).plus({ days }).toISODate() as string;
}
