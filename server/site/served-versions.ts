import type { SiteDefinitions } from '../../core/node/definitions/index';
import type { SiteDefinitions as PageDefinitions } from '../../core/engine/siteDefinitions';
import type { PromotionPackage } from '../../core/node/package/promotionPackage';
import type { ServedPromotion } from '../packages/promotion-package';
import { createPageDefinitions } from './page-definitions';
import { pageTemplatesOf, type createPageTemplates } from './page-template';
import { contentSecurityPolicy } from '../http/security-headers';
import { START_AFTER_PAINT_SOURCE } from './start-after-paint';
import { keepRecent } from '../keepRecent';

export type ServedPackage = ServedPromotion & {
  definitions: SiteDefinitions;
  /** A version shown by a studio preview link: its pages say so, their requests are dry runs (src/app/main.tsx). */
  preview?: PageDefinitions['preview'];
};

/** What a page of one version needs, made once per version (a version never changes). */
export interface ServedVersion {
  pkg: ServedPackage;
  /** The page's CSP, given the hash sources of the styles its template inlines. */
  pagePolicy: (inlineStyles?: readonly string[]) => string;
  templates: ReturnType<typeof createPageTemplates>;
  /** A locale's definitions as its pages carry them: whole, or a first screen's. */
  definitions: ReturnType<typeof createPageDefinitions>;
}

/**
 * How many versions' page state (their definitions as pages carry them, and through them the screens rendered with
 * those) a server keeps, of all its promotions together: the most recently shown. Memory does not grow with the
 * number of promotions served; a page of a version not kept makes its state again (a few milliseconds).
 */
export const KEPT_VERSIONS = 48;
const kept = new Map<ServedPackage, ServedVersion>();

/**
 * The versions a package's pages show (the live one, and those of preview links), each made when first shown and
 * kept while recently shown (KEPT_VERSIONS, shared by every promotion of the process).
 */
export function createServedVersions(distDir: string, served: { apiBase: string; validatorsOf: (pkg: PromotionPackage) => string }) {
  return (pkg: ServedPackage): ServedVersion => keepRecent(kept, pkg, kept.get(pkg) ?? servedVersion(pkg, distDir, served), KEPT_VERSIONS);
}

function servedVersion(pkg: ServedPackage, distDir: string, { apiBase, validatorsOf }: { apiBase: string; validatorsOf: (pkg: PromotionPackage) => string }): ServedVersion {
  const policyOf = (inlineStyles: readonly string[] = []) => {
    const policy = contentSecurityPolicy(pkg.myClaim.courierHosts, pkg.fraudScreeningOrigin, [START_AFTER_PAINT_SOURCE], inlineStyles);
    // A preview is shown inside the studio's frame (same origin); the live site is framed by no one.
    return pkg.preview ? policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'") : policy;
  };
  const basePolicy = policyOf();
  const policies = new WeakMap<readonly string[], string>();
  return {
    pkg,
    pagePolicy: (inlineStyles) => {
      if (!inlineStyles) return basePolicy;
      let policy = policies.get(inlineStyles);
      if (policy === undefined) policies.set(inlineStyles, (policy = policyOf(inlineStyles)));
      return policy;
    },
    templates: pageTemplatesOf(distDir),
    // A preview's page has no version to compare with live (it is not live): it asks no question about it.
    definitions: createPageDefinitions(pkg.definitions, { apiBase, validators: validatorsOf(pkg.package), ...(pkg.preview ? { preview: pkg.preview } : pkg.version ? { version: pkg.version } : {}) }),
  };
}
