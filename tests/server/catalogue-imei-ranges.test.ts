/**
 * A product that qualifies by IMEI ranges rather than TACs, added by a later version (a studio publish seeds it over a
 * database that already holds the promotion): it is offered, says it asks a serial number, and an IMEI inside one of its ranges is known while one
 * just outside is not.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildImei, luhnCheckDigit } from '../../core/rules/luhn';
import { readServedPromotion } from '../../server/packages/promotion-package';
import { seed } from '../../server/db/seed';
import { createTestApp, type TestApp } from './test-app';

const ID = 'AUR00031-US';
const imeiOf = (body: string) => body + luhnCheckDigit(body);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DEFINITIONS_DIR: path.resolve('page-definitions/AUR00031') });
  const served = readServedPromotion('page-definitions/AUR00031');
  const product = { id: 'aurora-one-256-test', name: 'Aurora One 256GB Test', kind: 'phone', serialNumber: true, imeiRanges: [{ first: '35790500000000', last: '357905000000999' }, { first: '357905100000000', last: '357905100000099' }] };
  await seed(t.app.db, [{ ...served, catalogue: { ...served.catalogue, products: [...served.catalogue.products, product] } }]);
});
afterAll(() => t.close());

const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
  const response = await t.app.inject({ method, url: `/api/summerswitch${url}`, payload });
  return { status: response.statusCode, body: response.json() };
};
const check = (imei: string) => call('POST', '/product-identifier-check', { promotion_id: ID, imei: [imei], serial: [] });

describe('a product known by IMEI ranges, added by a later version', () => {
  it('is offered by the promotion already stored, asking its serial number (the others do not say so)', async () => {
    const { products } = (await call('GET', `/promotion/${ID}/qualifying-products`)).body.data;
    expect(products.at(-1)).toEqual({ id: 'aurora-one-256-test', name: 'Aurora One 256GB Test', serial_number: true });
    expect(products[0]).toEqual({ id: 'aurora-one-128-midnight', name: 'Aurora One 128GB Midnight' });
  });

  it('knows an IMEI inside either range, first and last included', async () => {
    for (const body of ['35790500000000', '35790500000099', '35790510000000', '35790510000009']) expect((await check(imeiOf(body))).status).toBe(200);
  });

  it('does not know an IMEI just past a range', async () => {
    const response = await check(imeiOf('35790500000100'));
    expect(response.status).toBe(422);
    expect(response.body.data.errors[0]).toMatchObject({ type: 'imei' });
  });

  it('still knows the IMEIs of the TACs', async () => {
    expect((await check(buildImei('35790411', '123456'))).status).toBe(200);
  });
});
