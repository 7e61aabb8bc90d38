import type { MyClaimSettings } from '../../engine/contract';

const DAY_MS = 86_400_000;

/** Offset in minutes of a SiteEnvironment timezone (`+01:00`, `-05:00`); 0 when missing or malformed. */
function offsetMinutes(timezone: string | undefined): number {
  const match = /^([+-])(\d{2}):(\d{2})$/.exec(timezone ?? '');
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/**
 * Whole days from the purchase date (yyyy-MM-dd, a longer ISO string is cut to its date) to today's date in
 * `timezone`: 0 on the purchase day, 1 the day after, negative for a future date; NaN for an unreadable date.
 */
export function daysSincePurchase(purchaseDate: string, now: Date, timezone?: string): number {
  const purchased = Date.parse(`${purchaseDate.slice(0, 10)}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}/.test(purchaseDate) || Number.isNaN(purchased)) return NaN;
  const local = new Date(now.getTime() + offsetMinutes(timezone) * 60_000);
  const today = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  return Math.round((today - purchased) / DAY_MS);
}

/**
 * The return window of MyClaimSettings.returnWindowDays: open while min ≤ days since purchase ≤ max (both
 * included), counted in the locale's timezone, as the server counts them. A missing or unreadable date: closed.
 * `now` is injectable for tests; the widget uses the clock.
 */
export function isReturnWindowOpen(
  purchaseDate: string | null | undefined,
  settings: Pick<MyClaimSettings, 'returnWindowDays'>,
  timezone: string | undefined,
  now: Date = new Date(),
): boolean {
  if (!purchaseDate) return false;
  const days = daysSincePurchase(purchaseDate, now, timezone);
  return days >= settings.returnWindowDays.min && days <= settings.returnWindowDays.max;
}
