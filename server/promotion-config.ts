import fs from 'node:fs';
import path from 'node:path';
import type { MyClaimSettings } from '../src/engine/contract';
import { MY_CLAIM_DEFAULTS } from '../src/engine/environment';
import { repoRoot } from '../tooling/definitions/index';
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
  /** `+01:00`: the locale's calendar (the return window counts days in it). */
  timezone?: string;
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
      timezone: info.timezone,
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

/** The locale whose promotion (or promotion window) a claim belongs to. */
export function localeOfPromotion(locales: LocaleSettings[], promotionId: string): LocaleSettings | undefined {
  return locales.find((l) => l.promotionId === promotionId) ?? locales.find((l) => l.promotionWindowId === promotionId);
}

export type { MyClaimSettings };

/** The schema's origin pattern of a courier host (one definition for the checker and the server). */
const COURIER_HOST = new RegExp(
  (JSON.parse(fs.readFileSync(path.join(repoRoot, 'schemas/definition/promotion-config.schema.json'), 'utf8')) as { $defs: { courierHost: { pattern: string } } }).$defs
    .courierHost.pattern,
);

/**
 * `myClaim` of a promotion.json (defaults when absent), checked again here because its courier hosts go into
 * the Content-Security-Policy header: anything but an origin stops the server with the file and pointer.
 */
export function myClaimSettingsOf(promotion: unknown, file = 'promotion.json'): MyClaimSettings {
  const block = (promotion as { myClaim?: unknown } | null)?.myClaim;
  if (block === undefined) return MY_CLAIM_DEFAULTS;
  const fail = (pointer: string, message: string): never => {
    throw new Error(`${file}#/myClaim${pointer}: ${message} (run npm run check)`);
  };
  const { returnWindowDays, tradeInWaitDays, courierHosts } = (block ?? {}) as Record<string, unknown>;
  const days = (value: unknown, pointer: string) => (Number.isInteger(value) && (value as number) >= 0 ? (value as number) : fail(pointer, 'must be a whole number of days'));
  const window = (returnWindowDays ?? {}) as { min?: unknown; max?: unknown };
  const min = days(window.min, '/returnWindowDays/min');
  const max = days(window.max, '/returnWindowDays/max');
  if (min > max) fail('/returnWindowDays', `min (${min}) must not be greater than max (${max})`);
  const wait = days(tradeInWaitDays, '/tradeInWaitDays');
  if (wait < 1) fail('/tradeInWaitDays', 'must be at least 1');
  if (!Array.isArray(courierHosts)) fail('/courierHosts', 'must be a list of origins');
  const hosts = (courierHosts as unknown[]).map((host, i) => {
    const port = typeof host === 'string' ? /:([0-9]+)$/.exec(host)?.[1] : undefined;
    if (typeof host !== 'string' || !COURIER_HOST.test(host) || (port !== undefined && (Number(port) < 1 || Number(port) > 65535)))
      fail(`/courierHosts/${i}`, `${JSON.stringify(host)} is not an origin (scheme://host[:port|:*])`);
    return host as string;
  });
  return Object.freeze({
    returnWindowDays: Object.freeze({ min, max }),
    tradeInWaitDays: wait,
    courierHosts: Object.freeze([...new Set(hosts)]),
  });
}

/** The schema's pattern of a fraud-screening script address (one definition for the checker and the server). */
const FRAUD_SCRIPT_URL = new RegExp(
  (JSON.parse(fs.readFileSync(path.join(repoRoot, 'schemas/definition/promotion-config.schema.json'), 'utf8')) as {
    $defs: { fraudScreening: { properties: { scriptUrl: { pattern: string } } } };
  }).$defs.fraudScreening.properties.scriptUrl.pattern,
);

/**
 * The origin of `fraudScreening.scriptUrl` of a promotion.json (undefined when no provider is configured), checked
 * again here because it goes into the Content-Security-Policy header: anything else stops the server.
 */
export function fraudScreeningOriginOf(promotion: unknown, file = 'promotion.json'): string | undefined {
  const block = (promotion as { fraudScreening?: unknown } | null)?.fraudScreening;
  if (block === undefined) return undefined;
  const scriptUrl = (block as { scriptUrl?: unknown } | null)?.scriptUrl;
  if (typeof scriptUrl !== 'string' || !FRAUD_SCRIPT_URL.test(scriptUrl)) {
    throw new Error(`${file}#/fraudScreening/scriptUrl: ${JSON.stringify(scriptUrl)} is not an http(s) script address (run npm run check)`);
  }
  return new URL(scriptUrl).origin;
}

/** `myClaim` of `<definitionsDir>/promotion.json`; the defaults when the file or the block does not exist. */
export function readMyClaimSettings(definitionsDir: string): MyClaimSettings {
  const file = path.join(definitionsDir, 'promotion.json');
  if (!fs.existsSync(file)) return MY_CLAIM_DEFAULTS;
  return myClaimSettingsOf(JSON.parse(fs.readFileSync(file, 'utf8')), file);
}
