import { noonOf } from '../../rules/calendarDates';
import type { SiteEnvironment } from '../../engine/contract';

/** The date picker's day as an instant: noon on that day in the locale's time zone, daylight saving included (spec section 9). */
export function purchaseDateTime(invoiceDate: unknown, env: Pick<SiteEnvironment, 'timezone'>): string {
  return noonOf(String(invoiceDate), env.timezone);
}

/** The claim-window promotion id: the DE promotion-window id when the first item's product is an extended product. */
export function windowPromotionId(values: Readonly<Record<string, unknown>>, env: SiteEnvironment): string {
  const items = values.items as Array<{ productId?: string | null }> | undefined;
  const firstProduct = items?.[0]?.productId;
  // settings.windowPromotion of the locale: a second promotion id for some products.
  const window = env.settings.windowPromotion as { promotionId: string; products: readonly string[] } | undefined;
  if (window && firstProduct && window.products.includes(firstProduct)) return window.promotionId;
  return env.promotionId;
}
