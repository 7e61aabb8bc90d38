import type { Catalogue, CatalogueProduct } from '../generated/definitions';
import { isImeiBound, spanOfRange, spanOfTac, spansOverlap } from './imeiRanges';

/** A mistake in catalogue.json at a JSON pointer, in a manager's words. */
export interface CatalogueProblem {
  pointer: string;
  message: string;
}

/** What decides a catalogue's mistakes beyond the file itself: whether any step offers products to choose. */
export interface CatalogueContext {
  /** A step of the package lists the qualifying products (a block with the source qualifyingProducts). */
  productsOffered: boolean;
  /** That list has the wording to ask a serial number (its serialLabel slot). */
  serialWorded: boolean;
}

/** The blocks anywhere inside `node` (the package's steps) that list the products to choose (the source qualifyingProducts). */
function productLists(node: unknown, out: Array<Record<string, unknown>> = []): Array<Record<string, unknown>> {
  if (Array.isArray(node)) node.forEach((child) => productLists(child, out));
  else if (node && typeof node === 'object') {
    if ((node as { source?: unknown }).source === 'qualifyingProducts') out.push(node as Record<string, unknown>);
    Object.values(node).forEach((child) => productLists(child, out));
  }
  return out;
}

/** What the package's steps say of the product lists they show (the catalogue's context). */
export function productListsOf(steps: unknown): CatalogueContext {
  const lists = productLists(steps);
  return { productsOffered: lists.length > 0, serialWorded: lists.some((block) => typeof (block.text as Record<string, unknown> | undefined)?.serialLabel === 'string') };
}

const isString = (value: unknown): value is string => typeof value === 'string';
const productLabel = (product: Partial<CatalogueProduct> | undefined, index: number) => (product?.name ? `${product.name}` : `product ${index + 1}`);

/**
 * The mistakes a manager can make in a catalogue that its schema cannot see, each at its field: an id two products,
 * resellers or trade-ins share; a TAC that is not 8 digits or that two products claim; an IMEI range whose bounds are
 * not IMEIs, run backwards, or overlap another range or another product's TAC; a product with no TAC and no range;
 * products when no step offers any; windows that end before they start; a reward method for a product that is not
 * there. Pure: the checker (npm run check, each studio save) and the studio's forms (as the manager types) use it.
 */
export function catalogueProblems(catalogue: Partial<Catalogue> | undefined, context: CatalogueContext): CatalogueProblem[] {
  const problems: CatalogueProblem[] = [];
  if (!catalogue || typeof catalogue !== 'object') return problems;
  const add = (pointer: string, message: string) => problems.push({ pointer, message });
  const products = Array.isArray(catalogue.products) ? catalogue.products : [];

  windowProblems(catalogue, add);
  uniqueIds(products, '/products', 'product', add);
  uniqueIds(Array.isArray(catalogue.resellers) ? catalogue.resellers : [], '/resellers', 'reseller', add);
  uniqueIds(Array.isArray(catalogue.tradeIns) ? catalogue.tradeIns : [], '/tradeIns', 'trade-in', add);

  // Every TAC first (a range may overlap a TAC of a product listed after it), then every range against them and the ranges before it.
  const tacOwners = new Map<string, number>();
  const taken: Array<{ span: { first: number; last: number }; product: number; tac: boolean; what: string }> = [];
  products.forEach((product, p) => {
    const tacs = Array.isArray(product?.tacs) ? product.tacs : [];
    if (!tacs.length && !(Array.isArray(product?.imeiRanges) && product.imeiRanges.length))
      add(`/products/${p}`, `${productLabel(product, p)} has no TAC and no IMEI range: no IMEI would qualify for it`);
    tacs.forEach((tac, t) => {
      const pointer = `/products/${p}/tacs/${t}`;
      if (!isString(tac) || !/^\d{8}$/.test(tac)) return add(pointer, 'A TAC is the first 8 digits of an IMEI: 8 digits');
      const owner = tacOwners.get(tac);
      if (owner === p) return add(pointer, `TAC ${tac} is listed twice for this product`);
      if (owner !== undefined) return add(pointer, `TAC ${tac} is already used by ${productLabel(products[owner], owner)}`);
      tacOwners.set(tac, p);
      taken.push({ span: spanOfTac(tac), product: p, tac: true, what: `TAC ${tac} of ${productLabel(product, p)}` });
    });
  });
  products.forEach((product, p) => {
    (Array.isArray(product?.imeiRanges) ? product.imeiRanges : []).forEach((range, r) => {
      const pointer = `/products/${p}/imeiRanges/${r}`;
      if (!isImeiBound(range?.first)) return add(`${pointer}/first`, 'An IMEI has 15 digits (or 14 without its check digit)');
      if (!isImeiBound(range?.last)) return add(`${pointer}/last`, 'An IMEI has 15 digits (or 14 without its check digit)');
      const span = spanOfRange(range)!;
      if (span.last < span.first) return add(`${pointer}/last`, 'The last IMEI of a range comes after its first');
      // A range inside the product's own TAC is harmless; any other shared IMEI is not.
      const clash = taken.find((other) => spansOverlap(other.span, span) && !(other.tac && other.product === p));
      if (clash) add(`${pointer}/first`, `This IMEI range overlaps ${clash.what}`);
      taken.push({ span, product: p, tac: false, what: `the IMEI range ${range.first} – ${range.last} of ${productLabel(product, p)}` });
    });
  });

  if (products.length && !context.productsOffered)
    add('/products', 'No step offers these products: add a product list (a block with the source qualifyingProducts) to a step, or customers cannot choose them');

  if (context.productsOffered && !context.serialWorded)
    products.forEach((product, p) => {
      if (product?.serialNumber) add(`/products/${p}/serialNumber`, 'The product list of the steps has no wording for a serial number: give its block a serialLabel (the Steps tab) first');
    });

  const ids = new Set(products.map((product) => product?.id));
  (Array.isArray(catalogue.rewardMethods) ? catalogue.rewardMethods : []).forEach((method, m) => {
    if (method?.productId !== undefined && !ids.has(method.productId)) add(`/rewardMethods/${m}/productId`, `No product has the id "${method.productId}"`);
  });
  return problems;
}

function uniqueIds(items: ReadonlyArray<{ id?: unknown } | undefined>, at: string, what: string, add: (pointer: string, message: string) => void): void {
  const seen = new Map<unknown, number>();
  items.forEach((item, index) => {
    const id = item?.id;
    if (!isString(id) || id === '') return;
    const first = seen.get(id);
    if (first !== undefined) add(`${at}/${index}/id`, `The ${what} id "${id}" is taken by ${what} ${first + 1}`);
    else seen.set(id, index);
  });
}

function windowProblems(catalogue: Partial<Catalogue>, add: (pointer: string, message: string) => void): void {
  for (const [key, what] of [['purchaseWindow', 'purchases'], ['claimWindow', 'claims']] as const) {
    const window = catalogue[key];
    if (isString(window?.start) && isString(window?.end) && window.end.slice(0, 10) < window.start.slice(0, 10))
      add(`/${key}/end`, `The last day of ${what} comes before the first`);
  }
}
