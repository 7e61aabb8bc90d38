import type { AddressItem } from '../address/address-provider';
import { parseDemoAddresses } from '../address/seeded-address-provider';
import type { PromotionPackage } from '../../core/node/package/promotionPackage';

/** A package's catalogue.json: what the reference API seeds for it (data, not code). */
export interface Catalogue {
  /** Calendar dates (yyyy-MM-dd), inclusive. */
  purchaseWindow: { start: string; end: string };
  /** Local date-times of each locale's time zone (yyyy-MM-ddTHH:mm:ss), inclusive. */
  claimWindow: { start: string; end: string };
  products: CatalogueProduct[];
  resellers: Array<{ id: string; name: string }>;
  tradeIns: Array<{ id: string; name: string }>;
  rewardMethods: CatalogueRewardMethod[];
  /** Per country (ISO 3166-1 alpha-2): what the demo address provider finds. */
  demoAddresses?: Record<string, AddressItem[]>;
}

export interface CatalogueProduct {
  id: string;
  name: string;
  kind: string;
  /** Type allocation codes: the first 8 digits of the product's IMEIs. */
  tacs: string[];
  /** Luhn-valid IMEIs of the product, for the README and tests. */
  demoImeis?: string[];
}

export interface CatalogueRewardMethod {
  method: 'gift' | 'bank_transfer' | 'paypal';
  groupAlias: string;
  giftReference: string;
  alias: string;
  /** Only for this product; omitted: every product without gifts of its own. */
  productId?: string;
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
