/**
 * Calendar date (yyyy-MM-dd) of a purchase date sent as a date (`2022-10-10`) or a date-time
 * (`2022-10-10T12:00:00+01:00`, the site sends noon in the locale's timezone); null when not a real date.
 */
export function calendarDate(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(value);
  if (!match) return null;
  const [, y, m, d] = match.map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  if (value.length > 10 && Number.isNaN(Date.parse(value))) return null;
  return value.slice(0, 10);
}

/** Today's calendar date in UTC plus `days` (the latest plausible purchase date anywhere on earth is +1). */
export function utcDatePlusDays(now: Date, days: number): string {
  return new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}
