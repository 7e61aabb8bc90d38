import type { SiteEnvironment } from './contract';
import type { SiteDefinitions } from './siteDefinitions';
import { addressesOf } from '../package/addresses';

/** The locale facts and package settings of the locale being served. */
export function environmentFor(definitions: SiteDefinitions): SiteEnvironment {
  const { promotion, locale } = definitions;
  const info = promotion.locales[locale];
  if (!info) throw new Error(`Locale ${locale} has no configuration in promotion.json`);
  if (!info.sitePath) throw new Error(`Locale ${locale} is not served (no sitePath in promotion.json)`);
  return {
    locale,
    country: info.country,
    countryName: definitions.countryName,
    currency: info.currency,
    dateFormat: info.dateFormat,
    timezone: info.timezone,
    promotionId: info.promotionId,
    maxDate: info.maxDate,
    flags: promotion.flags,
    settings: Object.freeze({ ...(promotion.settings ?? {}), ...(info.settings ?? {}) }),
    sitePath: info.sitePath,
    imagesPath: addressesOf(promotion).imagesPath,
    sites: Object.entries(promotion.locales)
      .filter(([, l]) => l.sitePath)
      .map(([tag, l]) => ({ locale: tag, country: l.country, sitePath: l.sitePath as string })),
  };
}
