/**
 * Test data from a package's catalogue.json (GOO00028 by default): products, demo IMEIs and IMEIs made fresh for
 * tests that submit claims (a submitted claim marks its IMEIs as claimed).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildImei } from '../../core/rules/luhn';

const REPO = fileURLToPath(new URL('../..', import.meta.url));

interface Catalogue {
  purchaseWindow: { start: string; end: string };
  products: Array<{ id: string; name: string; kind: string; tacs: string[]; demoImeis?: string[] }>;
  resellers: Array<{ id: string; name: string }>;
  tradeIns: Array<{ id: string; name: string }>;
  rewardMethods: Array<{ method: string; productId?: string }>;
}

export function readCatalogue(code = 'GOO00028'): Catalogue {
  return JSON.parse(fs.readFileSync(path.join(REPO, 'page-definitions', code, 'catalogue.json'), 'utf8')) as Catalogue;
}

const goo = readCatalogue();
export const PRODUCTS = goo.products;
export const RESELLERS = goo.resellers;
export const TRADE_INS = goo.tradeIns;
export const PURCHASE_WINDOW = goo.purchaseWindow;
export const TEST_IMEIS: Record<string, string[]> = Object.fromEntries(goo.products.map((p) => [p.id, p.demoImeis ?? []]));
/** The product with gifts of its own (a distinct title on the site). */
export const WATCH_PRODUCT_ID = goo.rewardMethods.find((m) => m.productId)?.productId as string;

/** Luhn-valid IMEI whose TAC (35999999) is no seeded product: the server answers code 10. */
export const UNKNOWN_TAC_IMEI = buildImei('35999999', '000017');
/** Seeded TAC, wrong check digit: code 10. */
export const BAD_LUHN_IMEI = '352823110000171';

/** A different valid IMEI of `productId` on every call (random 6-digit serial), for tests that submit claims. */
export function freshTestImei(productId = PRODUCTS[0].id, products = PRODUCTS): string {
  const product = products.find((p) => p.id === productId);
  if (!product) throw new Error(`Unknown product ${productId}`);
  const serial = String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0');
  return buildImei(product.tacs[0], serial);
}
