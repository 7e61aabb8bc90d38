import type { SiteDefinitions } from '../../core/node/definitions/index';
import type { SiteDefinitions as PageDefinitions } from '../../core/engine/siteDefinitions';
import type { PromotionPackage } from '../../core/node/package/promotionPackage';
import type { ServedPromotion } from '../packages/promotion-package';
import { createPageDefinitions } from './page-definitions';
import { pageTemplatesOf, type createPageTemplates } from './page-template';
import { contentSecurityPolicy } from '../http/security-headers';
import { START_AFTER_PAINT_SOURCE } from './start-after-paint';

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
 * The versions a package's pages show (the live one, and those of preview links), each made once and kept while
 * asked for (at most a few at a time).
 */
export function createServedVersions(distDir: string, served: { apiBase: string; validatorsOf: (pkg: PromotionPackage) => string }) {
  const versions = new Map<ServedPackage, ServedVersion>();
  return (pkg: ServedPackage): ServedVersion => {
    let version = versions.get(pkg);
    if (!version) {
      if (versions.size > 8) versions.clear();
      version = servedVersion(pkg, distDir, served);
      versions.set(pkg, version);
    }
    return version;
  };
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
