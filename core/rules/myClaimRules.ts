/**
 * My-claim rules shared by the site and the reference server, so both decide alike: the return window, the
 * trade-in window and the courier-script hosts (promotion.json myClaim).
 */
import type { MyClaimSettings } from './myClaimSettings';
import { calendarDaysBetween, todayIn } from './calendarDates';

const DAY_MS = 86_400_000;

/**
 * Whole days from the purchase date (yyyy-MM-dd, a longer ISO string is cut to its date) to today's date in the
 * IANA zone `timezone` (daylight saving included): 0 on the purchase day, 1 the day after, negative for a future
 * date; NaN for an unreadable date.
 */
export function daysSincePurchase(purchaseDate: string, now: Date, timezone?: string): number {
  return calendarDaysBetween(purchaseDate, todayIn(now, timezone));
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

/**
 * Whether the trade-in window has expired (promotion.json myClaim.tradeInWaitDays): once more than
 * `waitDays` × 24 h have passed since the claim's last update. Without a readable last update the window is
 * taken as open (the server refuses the label if it is not). `now` is injectable for tests.
 */
export function isTradeInWindowExpired(updatedAt: string | null | undefined, waitDays: number, now: number = Date.now()): boolean {
  const updated = updatedAt ? Date.parse(updatedAt) : NaN;
  if (Number.isNaN(updated)) return false;
  return now > updated + waitDays * DAY_MS;
}

/**
 * Courier-script origins (promotion.json myClaim.courierHosts), checked as the browser applies the same list in
 * the CSP's script-src: scheme://host[:port|:*], a leading `*.` for any subdomain. An http source also allows
 * https (the upgrade script-src allows); a source without a port allows only the scheme's default port.
 */
const SOURCE = /^(https?):\/\/(\*\.)?([a-z0-9.-]+)(?::([0-9]{1,5}|\*))?$/i;

function urlOf(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

/** Whether one courier host source allows a script at `url` (an absolute http(s) URL without credentials). */
export function courierHostAllows(source: string, url: string): boolean {
  const match = SOURCE.exec(source.trim());
  const target = urlOf(url);
  if (!match || !target || target.username || target.password) return false;
  const [, scheme, wildcard, host, port] = match;
  const sourceScheme = scheme.toLowerCase();
  const targetScheme = target.protocol.slice(0, -1);
  if (targetScheme !== sourceScheme && !(sourceScheme === 'http' && targetScheme === 'https')) return false;
  const hostname = target.hostname.toLowerCase();
  const sourceHost = host.toLowerCase();
  if (wildcard ? !hostname.endsWith(`.${sourceHost}`) : hostname !== sourceHost) return false;
  if (port === '*') return true;
  // URL leaves the port empty when it is the scheme's default.
  if (port === undefined) return target.port === '';
  return (target.port || (targetScheme === 'https' ? '443' : '80')) === String(Number(port));
}

/** Whether any configured courier host allows a courier script at `url`. */
export function isCourierUrlAllowed(url: string, courierHosts: readonly string[]): boolean {
  return courierHosts.some((source) => courierHostAllows(source, url));
}

/** The origin of a URL for a log line (never its path or query, which might carry tokens), or 'invalid URL'. */
export function originForLog(url: string): string {
  const target = urlOf(url);
  return target && /^https?:$/.test(target.protocol) ? target.origin : 'invalid URL';
}
