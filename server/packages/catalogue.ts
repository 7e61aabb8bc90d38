import type { AddressItem } from '../address/address-provider';
import { parseDemoAddresses } from '../address/seeded-address-provider';
import type { PromotionPackage } from '../../core/node/package/promotionPackage';
import type { Catalogue as CatalogueFile } from '../../core/generated/definitions';
export type { CatalogueProduct, CatalogueRewardMethod } from '../../core/generated/definitions';

/** A package's catalogue.json: what the reference API seeds for it (data, not code; schemas/definition/catalogue.schema.json). */
export interface Catalogue extends Omit<CatalogueFile, 'demoAddresses' | '$comment'> {
  /** Per country (ISO 3166-1 alpha-2): what the demo address provider finds. */
  demoAddresses?: Record<string, AddressItem[]>;
}

const EMPTY: Catalogue = {
  purchaseWindow: { start: '1970-01-01', end: '1970-01-01' },
  claimWindow: { start: '1970-01-01T00:00:00', end: '1970-01-01T00:00:00' },
  products: [],
  resellers: [],
  tradeIns: [],
  rewardMethods: [],
};

/** A package's catalogue.json (merged over those it extends); a package without one offers nothing. */
export function catalogueOf(pkg: PromotionPackage): Catalogue {
  const catalogue = { ...EMPTY, ...((pkg.files['catalogue.json'] ?? {}) as Partial<Catalogue>) };
  return { ...catalogue, demoAddresses: parseDemoAddresses(catalogue.demoAddresses, `${pkg.fileNames['catalogue.json'] ?? 'catalogue.json'}#/demoAddresses`) };
}
