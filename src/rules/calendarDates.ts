import { DateTime } from 'luxon';

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
