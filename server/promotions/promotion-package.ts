import fs from 'node:fs';
import path from 'node:path';
import type { MyClaimSettings } from '../../core/rules/myClaimSettings';
import { readMergedJson } from './read-merged-json';
import { packageFolders, packageLayers } from '../../core/definitions/packageLayers';
import type { SiteDefinitions } from '../../core/definitions/index';
import { readCatalogue, type Catalogue } from './catalogue';
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

/** One promotion package as the server serves it. */
export interface PromotionPackage {
  code: string;
  /** /api<basePath> is its API and content store; <basePath>/images its images. */
  basePath: string;
  /** The package's folders, base first. */
  layers: string[];
  locales: LocaleSettings[];
  myClaim: MyClaimSettings;
  catalogue: Catalogue;
  contentDirs: string[];
  imagesDirs: string[];
  /** Origin of promotion.json fraudScreening.scriptUrl, when configured. */
  fraudScreeningOrigin?: string;
  /** The checked definitions, when the package's site is served. */
  definitions?: SiteDefinitions;
  /** The stored version (SHA-256 of its content) this is, when served from versions. */
  version?: string;
}

/** promotion.json of a package's folders merged, base first. */
export function readPromotionJson(layers: string[]): Record<string, unknown> {
  return (readMergedJson(layers, 'promotion.json') ?? {}) as Record<string, unknown>;
}

/** Reads one package folder (no checking: `npm run check`, the build and the start-up check do that). */
export function readPromotionPackage(dir: string, options: { contentDir?: string; definitions?: SiteDefinitions } = {}): PromotionPackage {
  const { layers } = packageLayers(dir, (file) => file);
  // Definitions handed in (checked, or a test's) win over the folder's promotion.json, key by key.
  const promotion = { ...readPromotionJson(layers), ...(options.definitions?.promotion ?? {}) };
  const file = path.join(dir, 'promotion.json');
  const catalogue = readCatalogue(layers);
  const localesConfig = ((promotion as { locales?: unknown }).locales ?? {}) as Record<string, Record<string, unknown>>;
  const locales: LocaleSettings[] = Object.entries(localesConfig).map(([locale, info]) => {
    if (typeof info.promotionId !== 'string' || !info.promotionId) throw new Error(`${file}#/locales/${locale}/promotionId is missing`);
    const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
    return {
      locale,
      promotionId: info.promotionId,
      windowPromotion: (info.settings as { windowPromotion?: { promotionId: string; products: string[] } } | undefined)?.windowPromotion,
      sitePath: text(info.sitePath),
      country: text(info.country),
      currency: text(info.currency),
      timezone: text(info.timezone),
    };
  });
  const own = (sub: string) => layers.map((layer) => path.join(layer, sub)).filter((folder) => fs.existsSync(folder));
  const settings = ((promotion as { settings?: unknown }).settings ?? {}) as Record<string, unknown>;
  return {
    code: String((promotion as { promotionCode?: unknown }).promotionCode ?? path.basename(dir)),
    basePath: String((promotion as { basePath?: unknown }).basePath ?? `/${path.basename(dir)}`).replace(/\/+$/, ''),
    layers,
    locales,
    myClaim: myClaimSettingsOf(settings.myClaim, `${file}#/settings`),
    catalogue,
    contentDirs: options.contentDir ? [options.contentDir] : own('content'),
    imagesDirs: own('images').reverse(),
    fraudScreeningOrigin: fraudScreeningOriginOf(promotion, file),
    definitions: options.definitions,
  };
}

/** Every package under DEFINITIONS_DIR (the folder itself when it is one). */
export function readPromotionPackages(definitionsDir: string, contentDir?: string): PromotionPackage[] {
  return packageFolders(definitionsDir).map((dir) => readPromotionPackage(dir, { contentDir }));
}

/** The locale whose promotion (or window promotion) a claim belongs to. */
export function localeOfPromotion(locales: LocaleSettings[], promotionId: string): LocaleSettings | undefined {
  return locales.find((l) => l.promotionId === promotionId) ?? locales.find((l) => l.windowPromotion?.promotionId === promotionId);
}
