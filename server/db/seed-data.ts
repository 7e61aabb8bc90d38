/**
 * Catalogue seeded for promotion GOO00028 on first start.
 * TEST_IMEIS are Luhn-valid IMEIs whose TAC belongs to a seeded product: use them in browser tests.
 * A submitted claim marks its IMEIs as claimed, so each test that submits a claim should use a fresh one
 * (see `freshTestImei`).
 */
import { buildImei } from '../domain/luhn';

export const PROMOTION_CODE = 'GOO00028';

export const DEFAULT_PROMOTION_IDS: Record<string, string> = {
  'en-GB': 'GOO00028-GB',
  'de-DE': 'GOO00028-DE',
  'fr-FR': 'GOO00028-FR',
  'en-US': 'GOO00028-US',
  'en-IE': 'GOO00028-IE',
};
export const DEFAULT_PROMOTION_WINDOW_IDS: Record<string, string> = {
  'de-DE': 'GOO00028-DE-WINDOW',
};

/** Products of the DE locale claimed under its promotion window id (as in promotion.json). */
export const DEFAULT_EXTENDED_PRODUCTS: Record<string, string[]> = {
  'de-DE': ['pixel-7-pro-512-snow', 'pixel-watch-41-matte-black'],
};

export const DEFAULT_SITE_PATHS: Record<string, string> = {
  'en-GB': '/2022launch',
  'de-DE': '/de/2022launch',
  'fr-FR': '/fr/2022launch',
};

/** Purchases between these dates (inclusive) qualify. */
export const PURCHASE_WINDOW = { start: '2022-10-06', end: '2030-12-31' };
/** Claims may be submitted between these instants while the claim window is open. */
export const CLAIM_WINDOW = { start: '2022-10-06T00:00:00Z', end: '2031-03-31T23:59:59Z' };

export interface SeedProduct {
  id: string;
  name: string;
  kind: 'phone' | 'watch';
  tacs: string[];
}

export const PRODUCTS: SeedProduct[] = [
  { id: 'pixel-7-128-obsidian', name: 'Pixel 7 128GB Obsidian', kind: 'phone', tacs: ['35282311'] },
  { id: 'pixel-7-128-snow', name: 'Pixel 7 128GB Snow', kind: 'phone', tacs: ['35282312'] },
  { id: 'pixel-7-256-lemongrass', name: 'Pixel 7 256GB Lemongrass', kind: 'phone', tacs: ['35282313'] },
  { id: 'pixel-7-pro-128-obsidian', name: 'Pixel 7 Pro 128GB Obsidian', kind: 'phone', tacs: ['35493711'] },
  { id: 'pixel-7-pro-256-hazel', name: 'Pixel 7 Pro 256GB Hazel', kind: 'phone', tacs: ['35493712'] },
  { id: 'pixel-7-pro-512-snow', name: 'Pixel 7 Pro 512GB Snow', kind: 'phone', tacs: ['35493713'] },
  { id: 'pixel-watch-41-matte-black', name: 'Pixel Watch', kind: 'watch', tacs: ['35612409'] },
];

/** The watch product whose gift carries a distinct title on the site. */
export const WATCH_PRODUCT_ID = 'pixel-watch-41-matte-black';

/** Mixed-case names on purpose: the site sorts resellers case-insensitively. */
export const RESELLERS = [
  { id: 'currys', name: 'Currys' },
  { id: 'amazon', name: 'amazon' },
  { id: 'argos', name: 'Argos' },
  { id: 'ee', name: 'EE' },
  { id: 'john-lewis', name: 'john Lewis & Partners' },
  { id: 'vodafone', name: 'Vodafone' },
  { id: 'o2', name: 'o2' },
  { id: 'google-store', name: 'Google Store' },
];

export const TRADE_INS = [
  { id: 'trade-in-pixel-6', name: 'Pixel 6' },
  { id: 'trade-in-pixel-6-pro', name: 'Pixel 6 Pro' },
  { id: 'trade-in-iphone-13', name: 'iPhone 13' },
  { id: 'trade-in-galaxy-s22', name: 'Samsung Galaxy S22' },
];

export interface SeedRewardMethod {
  method: 'gift' | 'bank_transfer' | 'paypal';
  groupAlias: string;
  giftReference: string;
  alias: string;
  /** Only for this product; omitted = every product except those with their own gifts. */
  productId?: string;
}

export const REWARD_METHODS: SeedRewardMethod[] = [
  { method: 'gift', groupAlias: 'rewardGroupPixelBudsPro', giftReference: 'GIFT-PIXEL-BUDS-PRO-CHARCOAL', alias: 'rewardGiftPixelBudsProCharcoal' },
  { method: 'gift', groupAlias: 'rewardGroupPixelBudsPro', giftReference: 'GIFT-PIXEL-BUDS-PRO-FOG', alias: 'rewardGiftPixelBudsProFog' },
  { method: 'gift', groupAlias: 'rewardGroupPixelBudsPro', giftReference: 'GIFT-PIXEL-BUDS-PRO-CORAL', alias: 'rewardGiftPixelBudsProCoral' },
  { method: 'gift', groupAlias: 'rewardGroupPixelBudsPro', giftReference: 'GIFT-PIXEL-BUDS-PRO-LEMONGRASS', alias: 'rewardGiftPixelBudsProLemongrass' },
  { method: 'gift', groupAlias: 'rewardGroupWatchBands', giftReference: 'GIFT-WATCH-BAND-ACTIVE-CHARCOAL', alias: 'rewardGiftWatchBandActiveCharcoal', productId: WATCH_PRODUCT_ID },
  { method: 'gift', groupAlias: 'rewardGroupWatchBands', giftReference: 'GIFT-WATCH-BAND-WOVEN-FOG', alias: 'rewardGiftWatchBandWovenFog', productId: WATCH_PRODUCT_ID },
  // Money rewards are offered for every product; the site shows them only where promotion.json's flags allow.
  { method: 'paypal', groupAlias: 'rewardGroupPaypal', giftReference: 'PAYPAL', alias: 'rewardMethodPaypal' },
  { method: 'bank_transfer', groupAlias: 'rewardGroupBankTransfer', giftReference: 'BANK-TRANSFER', alias: 'rewardMethodBankTransfer' },
];

/** Luhn-valid, seeded-TAC IMEIs per product (three each), for tests. */
export const TEST_IMEIS: Record<string, string[]> = {
  'pixel-7-128-obsidian': ['352823110000170', '352823111045232', '352823112099311'],
  'pixel-7-128-snow': ['352823120000178', '352823121045230', '352823122099319'],
  'pixel-7-256-lemongrass': ['352823130000176', '352823131045238', '352823132099317'],
  'pixel-7-pro-128-obsidian': ['354937110000176', '354937111045238', '354937112099317'],
  'pixel-7-pro-256-hazel': ['354937120000174', '354937121045236', '354937122099315'],
  'pixel-7-pro-512-snow': ['354937130000172', '354937131045234', '354937132099313'],
  'pixel-watch-41-matte-black': ['356124090000173', '356124091045235', '356124092099314'],
};

/** Luhn-valid IMEI whose TAC (35999999) is not a seeded product: the server answers code 10. */
export const UNKNOWN_TAC_IMEI = buildImei('35999999', '000017');
/** Seeded TAC, wrong check digit: code 10. */
export const BAD_LUHN_IMEI = '352823110000171';

/** A different valid IMEI of `productId` on every call (random 6-digit serial), for tests that submit claims. */
export function freshTestImei(productId = PRODUCTS[0].id): string {
  const product = PRODUCTS.find((p) => p.id === productId);
  if (!product) throw new Error(`Unknown product ${productId}`);
  const serial = String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0');
  return buildImei(product.tacs[0], serial);
}
