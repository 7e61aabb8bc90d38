import type { MyClaimSettings } from '../../../core/rules/myClaimSettings';
import { addCalendarDays, todayIn } from '../../../core/rules/calendarDates';
import {
  courierHostAllows,
  daysSincePurchase,
  isCourierUrlAllowed as siteAllowsCourierUrl,
  isReturnWindowOpen as siteReturnWindowOpen,
  isTradeInWindowExpired as siteTradeInWindowExpired,
} from '../../../core/rules/myClaimRules';

// The site's own rules (core/rules/myClaimRules.ts), so the server refuses exactly what the page hides.
export { courierHostAllows, daysSincePurchase };

/** The return window (myClaim.returnWindowDays): open while min ≤ days since purchase ≤ max. */
export function isReturnWindowOpen(purchaseDate: string, now: Date, timezone: string | undefined, settings: MyClaimSettings): boolean {
  return siteReturnWindowOpen(purchaseDate, settings, timezone, now);
}

/** The trade-in window has expired once myClaim.tradeInWaitDays × 24 h have passed since the claim's last update. */
export function isTradeInWindowExpired(updatedAt: string, now: Date, settings: MyClaimSettings): boolean {
  return siteTradeInWindowExpired(updatedAt, settings.tradeInWaitDays, now.getTime());
}

/** Whether any configured courier host allows a courier script at `url`. */
export function isCourierUrlAllowed(url: string, settings: MyClaimSettings): boolean {
  return siteAllowsCourierUrl(url, settings.courierHosts);
}

/** The calendar date (yyyy-MM-dd) `days` days before today in `timezone` (daysSincePurchase of it is `days`). */
export function dateDaysAgo(days: number, now: Date, timezone?: string): string {
  return addCalendarDays(todayIn(now, timezone), -days);
}
