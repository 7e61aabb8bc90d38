import { describe, expect, it } from 'vitest';
import { catalogueProblems, productListsOf } from '../../../core/catalogue/catalogueProblems';
import { imeiInRange, sizeOfRange } from '../../../core/catalogue/imeiRanges';
import type { Catalogue } from '../../../core/generated/definitions';

const base = (): Catalogue => ({
  purchaseWindow: { start: '2026-03-08', end: '2026-11-01' },
  claimWindow: { start: '2026-03-08T00:00:00', end: '2030-06-30T23:59:59' },
  products: [
    { id: 'one', name: 'Aurora One', kind: 'phone', tacs: ['35790411'] },
    { id: 'two', name: 'Aurora Two', kind: 'phone', imeiRanges: [{ first: '357905000000000', last: '357905000999999' }] },
  ],
  resellers: [{ id: 'best-buy', name: 'Best Buy' }],
  tradeIns: [],
  rewardMethods: [{ method: 'paypal', groupAlias: 'g', giftReference: 'PAYPAL', alias: 'a' }],
});
const offered = { productsOffered: true, serialWorded: true };

describe('catalogueProblems', () => {
  it('finds nothing wrong in a sound catalogue', () => {
    expect(catalogueProblems(base(), offered)).toEqual([]);
  });

  it('names a TAC two products use, at the second', () => {
    const catalogue = base();
    catalogue.products[1].tacs = ['35790411'];
    expect(catalogueProblems(catalogue, offered)).toEqual([{ pointer: '/products/1/tacs/0', message: 'TAC 35790411 is already used by Aurora One' }]);
  });

  it('refuses an IMEI range overlapping another range, at its first IMEI', () => {
    const catalogue = base();
    catalogue.products.push({ id: 'three', name: 'Aurora Three', kind: 'phone', imeiRanges: [{ first: '357905000500000', last: '357905001000000' }] });
    expect(catalogueProblems(catalogue, offered)).toEqual([
      { pointer: '/products/2/imeiRanges/0/first', message: 'This IMEI range overlaps the IMEI range 357905000000000 – 357905000999999 of Aurora Two' },
    ]);
  });

  it('refuses a range inside another product’s TAC, even one listed after it, but not inside its own', () => {
    const catalogue = base();
    catalogue.products[1].imeiRanges!.push({ first: '35790411000000', last: '35790411000099' });
    catalogue.products[0].imeiRanges = [{ first: '35790411000000', last: '35790411000099' }];
    const problems = catalogueProblems(catalogue, offered);
    expect(problems).toContainEqual({ pointer: '/products/1/imeiRanges/1/first', message: expect.stringContaining('overlaps TAC 35790411 of Aurora One') });
    expect(problems.some((p) => p.pointer.startsWith('/products/0/imeiRanges/0'))).toBe(false);
  });

  it('says what is wrong with a bound or a reversed range', () => {
    const catalogue = base();
    catalogue.products[1].imeiRanges = [{ first: '3579', last: '357905000999999' }, { first: '357906000999999', last: '357906000000000' }];
    expect(catalogueProblems(catalogue, offered)).toEqual([
      { pointer: '/products/1/imeiRanges/0/first', message: 'An IMEI has 15 digits (or 14 without its check digit)' },
      { pointer: '/products/1/imeiRanges/1/last', message: 'The last IMEI of a range comes after its first' },
    ]);
  });

  it('names a reseller id taken, a product without IMEIs and a TAC of the wrong length', () => {
    const catalogue = base();
    catalogue.resellers.push({ id: 'best-buy', name: 'Best Buy again' });
    catalogue.products.push({ id: 'bare', name: 'Bare', kind: 'phone' }, { id: 'short', name: 'Short', kind: 'phone', tacs: ['123'] });
    expect(catalogueProblems(catalogue, offered)).toEqual([
      { pointer: '/resellers/1/id', message: 'The reseller id "best-buy" is taken by reseller 1' },
      { pointer: '/products/2', message: 'Bare has no TAC and no IMEI range: no IMEI would qualify for it' },
      { pointer: '/products/3/tacs/0', message: 'A TAC is the first 8 digits of an IMEI: 8 digits' },
    ]);
  });

  it('says when no step offers the products, when a window runs backwards and a reward method names no product', () => {
    const catalogue = base();
    catalogue.claimWindow.end = '2026-01-01T23:59:59';
    catalogue.rewardMethods[0].productId = 'gone';
    expect(catalogueProblems(catalogue, { productsOffered: false, serialWorded: false }).map((p) => p.pointer)).toEqual(['/claimWindow/end', '/products', '/rewardMethods/0/productId']);
  });
});

describe('a serial number asked', () => {
  it('needs the wording of the product list to ask it', () => {
    const catalogue = base();
    catalogue.products[0].serialNumber = true;
    expect(catalogueProblems(catalogue, offered)).toEqual([]);
    expect(catalogueProblems(catalogue, { productsOffered: true, serialWorded: false })).toEqual([
      { pointer: '/products/0/serialNumber', message: expect.stringContaining('no wording for a serial number') },
    ]);
  });

  it('is known from the steps: a block listing the products, with or without a serialLabel', () => {
    const block = { type: 'PurchasedItems', source: 'qualifyingProducts', text: { serialLabel: 'itemSerialLabel' } };
    expect(productListsOf([{ blocks: [block] }])).toEqual({ productsOffered: true, serialWorded: true });
    expect(productListsOf([{ blocks: [{ ...block, text: {} }] }])).toEqual({ productsOffered: true, serialWorded: false });
    expect(productListsOf([{ blocks: [] }])).toEqual({ productsOffered: false, serialWorded: false });
  });
});

describe('IMEI ranges', () => {
  it('include both bounds, compared without the check digit', () => {
    const range = { first: '35790500000000', last: '357905000000999' };
    expect(imeiInRange('357905000000000', range)).toBe(true);
    expect(imeiInRange('357905000000999', range)).toBe(true);
    expect(imeiInRange('357905000001000', range)).toBe(false);
    expect(sizeOfRange(range)).toBe(100);
  });
});
