/** Every package's API lives below /api<basePath>. */
export const API_PREFIX = '/api';

/** Where a package is served, computed once from its promotion.json (this module only; browser, server and tools alike). */
export interface PackageAddresses {
  /** The package's own root, no trailing slash: `/summer`. */
  basePath: string;
  /** Its promotion API and content store: `/api/summer`. */
  apiBase: string;
  /** Its images: `/summer/images`. */
  imagesPath: string;
  /** Each locale's site, for the locales that have one: `{ "en-GB": "/summer/gb" }`. */
  sitePaths: Record<string, string>;
}

/** The addresses of a promotion.json (its basePath, else `/<fallback>`). */
export function addressesOf(promotion: unknown, fallback = ''): PackageAddresses {
  const config = (promotion ?? {}) as { basePath?: unknown; locales?: Record<string, { sitePath?: unknown } | undefined> };
  const basePath = (typeof config.basePath === 'string' ? config.basePath : `/${fallback}`).replace(/\/+$/, '');
  const sitePaths: Record<string, string> = {};
  for (const [locale, settings] of Object.entries(config.locales ?? {})) if (typeof settings?.sitePath === 'string') sitePaths[locale] = settings.sitePath;
  return { basePath, apiBase: `${API_PREFIX}${basePath}`, imagesPath: `${basePath}/images`, sitePaths };
}
