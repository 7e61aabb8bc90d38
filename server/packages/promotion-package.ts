import type { MyClaimSettings } from '../../core/rules/myClaimSettings';
import type { SiteDefinitions } from '../../core/node/definitions/index';
import type { PackageAddresses } from '../../core/package/addresses';
import { draftPromotionConfigOf, type PromotionConfig } from '../../core/package/promotionConfig';
import { packageFolders } from '../../core/node/package/readPackageFolder';
import { readPackage, type PromotionPackage } from '../../core/node/package/promotionPackage';
import { catalogueOf, type Catalogue } from './catalogue';
import { fraudScreeningOriginOf, myClaimSettingsOf } from './promotion-settings';

/** What the server needs to know about one locale of a package (promotion.json `locales.<tag>`). */
export interface LocaleSettings {
  locale: string;
  promotionId: string;
  /** A second promotion id of the locale offering only some products (settings.windowPromotion), if any. */
  windowPromotion?: { promotionId: string; products: string[] };
  sitePath?: string;
  country?: string;
  currency?: string;
  /** IANA time zone of the locale's calendar (windows and day counts). */
  timezone?: string;
}

/** One promotion as the server serves it: what it reads of its package (core/package), read once. */
export interface ServedPromotion {
  code: string;
  /** The package's root path (its API and content store are at addresses.apiBase, its images at addresses.imagesPath). */
  basePath: string;
  addresses: PackageAddresses;
  /** The package itself: its files (wording, images, validation) whatever they came from. */
  package: PromotionPackage;
  locales: LocaleSettings[];
  myClaim: MyClaimSettings;
  catalogue: Catalogue;
  /** Origin of promotion.json fraudScreening.scriptUrl, when configured. */
  fraudScreeningOrigin?: string;
  /** The checked definitions, when the package's site is served. */
  definitions?: SiteDefinitions;
  /** The stored version (SHA-256 of its content) this is, when served from versions. */
  version?: string;
}

/** What the server serves of a package (no checking: `npm run check`, the build and the start-up check do that). */
export function servedPromotionOf(pkg: PromotionPackage, definitions?: SiteDefinitions): ServedPromotion {
  // Definitions handed in (checked, or a test's) win over the package's promotion.json, key by key.
  // Read as far as it goes (each value checked below or by what reads it): the checker has the last word on the file.
  const promotion: Partial<PromotionConfig> = { ...draftPromotionConfigOf(pkg.files), ...(definitions?.promotion ?? {}) };
  const file = pkg.fileNames['promotion.json'] ?? 'promotion.json';
  const locales: LocaleSettings[] = Object.entries(promotion.locales ?? {}).map(([locale, info]) => {
    if (typeof info.promotionId !== 'string' || !info.promotionId) throw new Error(`${file}#/locales/${locale}/promotionId is missing`);
    const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
    return {
      locale,
      promotionId: info.promotionId,
      windowPromotion: info.settings?.windowPromotion,
      sitePath: text(info.sitePath),
      country: text(info.country),
      currency: text(info.currency),
      timezone: text(info.timezone),
    };
  });
  const settings = promotion.settings ?? {};
  return {
    code: pkg.code,
    basePath: pkg.addresses.basePath,
    addresses: pkg.addresses,
    package: pkg,
    locales,
    myClaim: myClaimSettingsOf(settings.myClaim, `${file}#/settings`),
    catalogue: catalogueOf(pkg),
    fraudScreeningOrigin: fraudScreeningOriginOf(promotion, file),
    definitions,
  };
}

/** A package folder (and those it extends) as served. */
export function readServedPromotion(dir: string, options: { contentDir?: string; definitions?: SiteDefinitions } = {}): ServedPromotion {
  return servedPromotionOf(readPackage(dir, { contentDir: options.contentDir }), options.definitions);
}

/** Every package under DEFINITIONS_DIR (the folder itself when it is one), as served. */
export function readServedPromotions(definitionsDir: string, contentDir?: string): ServedPromotion[] {
  return packageFolders(definitionsDir).map((dir) => readServedPromotion(dir, { contentDir }));
}

/** The locale whose promotion (or window promotion) a claim belongs to. */
export function localeOfPromotion(locales: LocaleSettings[], promotionId: string): LocaleSettings | undefined {
  return locales.find((l) => l.promotionId === promotionId) ?? locales.find((l) => l.windowPromotion?.promotionId === promotionId);
}
