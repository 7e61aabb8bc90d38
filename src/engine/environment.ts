import type { MyClaimSettings, SiteEnvironment } from './contract';
import type { SiteDefinitions } from './siteDefinitions';

/** My-claim settings of a promotion.json without a `myClaim` block (the reference server uses the same). */
export const MY_CLAIM_DEFAULTS: MyClaimSettings = Object.freeze({
  returnWindowDays: Object.freeze({ min: 0, max: 30 }),
  tradeInWaitDays: 14,
  courierHosts: Object.freeze([]) as readonly string[],
});

function myClaimSettings(config: SiteDefinitions['promotion']['myClaim']): MyClaimSettings {
  if (!config) return MY_CLAIM_DEFAULTS;
  return Object.freeze({
    returnWindowDays: Object.freeze({ min: config.returnWindowDays.min, max: config.returnWindowDays.max }),
    tradeInWaitDays: config.tradeInWaitDays,
    courierHosts: Object.freeze([...config.courierHosts]),
  });
}

/** The locale facts and promotion settings of the locale being served. */
export function environmentFor(definitions: SiteDefinitions): SiteEnvironment {
  const { promotion, locale } = definitions;
  const info = promotion.locales[locale];
  if (!info) throw new Error(`Locale ${locale} has no configuration in promotion.json`);
  if (!info.sitePath) throw new Error(`Locale ${locale} is not served (no sitePath in promotion.json)`);
  return {
    locale,
    country: info.country,
    currency: info.currency,
    dateFormat: info.dateFormat,
    timezone: info.timezone,
    promotionId: info.promotionId,
    promotionWindowId: info.promotionWindowId,
    extendedProducts: info.extendedProducts ?? [],
    maxDate: info.maxDate,
    flags: promotion.flags,
    maxPurchaseItems: promotion.limits.maxPurchaseItems,
    sitePath: info.sitePath,
    imagesPath: `${promotion.basePath.replace(/\/+$/, '')}/images`,
    sites: Object.entries(promotion.locales)
      .filter(([, l]) => l.sitePath)
      .map(([tag, l]) => ({ locale: tag, country: l.country, sitePath: l.sitePath as string })),
    myClaim: myClaimSettings(promotion.myClaim),
  };
}
