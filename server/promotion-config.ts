import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_EXTENDED_PRODUCTS, DEFAULT_PROMOTION_IDS, DEFAULT_PROMOTION_WINDOW_IDS, DEFAULT_SITE_PATHS } from './db/seed-data';

/** What the server needs to know about one locale of the promotion (from promotion.json). */
export interface LocaleSettings {
  locale: string;
  promotionId: string;
  promotionWindowId?: string;
  /** Products claimed under the promotion window id (DE); the window promotion offers only these. */
  extendedProducts?: string[];
  sitePath?: string;
  country?: string;
  currency?: string;
}

/**
 * Reads `<definitionsDir>/promotion.json` (locales.<tag>.promotionId / promotionWindowId / sitePath).
 * Falls back to the built-in GOO00028 ids when the file does not exist yet.
 */
export function readLocaleSettings(definitionsDir: string): LocaleSettings[] {
  const file = path.join(definitionsDir, 'promotion.json');
  if (!fs.existsSync(file)) {
    return Object.entries(DEFAULT_PROMOTION_IDS).map(([locale, promotionId]) => ({
      locale,
      promotionId,
      promotionWindowId: DEFAULT_PROMOTION_WINDOW_IDS[locale],
      extendedProducts: DEFAULT_EXTENDED_PRODUCTS[locale],
      sitePath: DEFAULT_SITE_PATHS[locale],
    }));
  }
  const config = JSON.parse(fs.readFileSync(file, 'utf8')) as { locales?: Record<string, Partial<LocaleSettings>> };
  return Object.entries(config.locales ?? {}).map(([locale, info]) => {
    if (typeof info.promotionId !== 'string' || !info.promotionId) {
      throw new Error(`${file}: /locales/${locale}/promotionId is missing`);
    }
    return {
      locale,
      promotionId: info.promotionId,
      promotionWindowId: info.promotionWindowId,
      extendedProducts: Array.isArray(info.extendedProducts) ? info.extendedProducts.filter((p): p is string => typeof p === 'string') : undefined,
      sitePath: info.sitePath,
      country: info.country,
      currency: info.currency,
    };
  });
}

/** `basePath` of promotion.json (where the built site's assets live), default /2022launch. */
export function readSiteBasePath(definitionsDir: string): string {
  const file = path.join(definitionsDir, 'promotion.json');
  if (!fs.existsSync(file)) return '/2022launch';
  const config = JSON.parse(fs.readFileSync(file, 'utf8')) as { basePath?: unknown };
  return typeof config.basePath === 'string' ? config.basePath : '/2022launch';
}
