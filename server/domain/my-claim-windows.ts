import type { MyClaimSettings } from '../../src/engine/contract';

const DAY_MS = 86_400_000;

/** Offset in minutes of a promotion.json timezone (`+01:00`, `-05:00`); 0 when missing or malformed. */
function offsetMinutes(timezone: string | undefined): number {
  const match = /^([+-])(\d{2}):(\d{2})$/.exec(timezone ?? '');
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/**
 * Whole days from the purchase date (yyyy-MM-dd) to today's date in `timezone`: 0 on the purchase day,
 * 1 the day after, negative for a purchase date in the future.
 */
export function daysSincePurchase(purchaseDate: string, now: Date, timezone?: string): number {
  const local = new Date(now.getTime() + offsetMinutes(timezone) * 60_000);
  const today = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  return Math.round((today - Date.parse(`${purchaseDate.slice(0, 10)}T00:00:00Z`)) / DAY_MS);
}

/** The return window (myClaim.returnWindowDays): open while min ≤ days since purchase ≤ max. */
export function isReturnWindowOpen(purchaseDate: string, now: Date, timezone: string | undefined, settings: MyClaimSettings): boolean {
  const days = daysSincePurchase(purchaseDate, now, timezone);
  return days >= settings.returnWindowDays.min && days <= settings.returnWindowDays.max;
}

/** The trade-in window has expired once myClaim.tradeInWaitDays × 24 h have passed since the claim's last update. */
export function isTradeInWindowExpired(updatedAt: string, now: Date, settings: MyClaimSettings): boolean {
  return now.getTime() > Date.parse(updatedAt) + settings.tradeInWaitDays * DAY_MS;
}

/** The calendar date (yyyy-MM-dd) `days` days before today in `timezone` (daysSincePurchase of it is `days`). */
export function dateDaysAgo(days: number, now: Date, timezone?: string): string {
  const local = new Date(now.getTime() + offsetMinutes(timezone) * 60_000);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Whether a CSP host source (a myClaim.courierHosts entry: scheme://host[:port|:*], host maybe *.example) allows
 * a script at `url`, as a browser applies script-src: same scheme (an http source also allows https), host
 * equal or, for *.example, any subdomain, port equal (the scheme's default when none is written) or any for :*.
 */
export function courierHostAllows(source: string, url: string): boolean {
  const match = /^(https?):\/\/(\*\.)?([^:/]+)(?::([0-9]+|\*))?$/.exec(source);
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return false;
  }
  if (!match) return false;
  const [, scheme, wildcard, host, port] = match;
  const targetScheme = target.protocol.slice(0, -1);
  if (targetScheme !== scheme && !(scheme === 'http' && targetScheme === 'https')) return false;
  const hostname = target.hostname.toLowerCase();
  if (wildcard ? !hostname.endsWith(`.${host}`) : hostname !== host) return false;
  if (port === '*') return true;
  // URL leaves port empty when it is the scheme's default.
  if (port === undefined) return target.port === '';
  return (target.port || (targetScheme === 'https' ? '443' : '80')) === port;
}

/** Whether any configured courier host allows a courier script at `url`. */
export function isCourierUrlAllowed(url: string, settings: MyClaimSettings): boolean {
  return settings.courierHosts.some((source) => courierHostAllows(source, url));
}
