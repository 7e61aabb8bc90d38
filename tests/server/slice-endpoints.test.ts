import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BAD_LUHN_IMEI, TEST_IMEIS, UNKNOWN_TAC_IMEI } from '../support/catalogue';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => new Date('2023-01-15T10:00:00Z') });
});
afterAll(() => t.close());

const GB = 'GOO00028-GB';

describe('health', () => {
  it('answers ok, with the database ok, once migrated and seeded', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ status: 'ok', database: 'ok', promotions: { GOO00028: {} } });
  });

  it('answers 503 with the database unavailable when the database does not answer', async () => {
    const broken = await createTestApp();
    await broken.app.db.destroy();
    const r = await broken.app.inject({ method: 'GET', url: '/healthz' });
    expect(r.statusCode).toBe(503);
    expect(r.json()).toEqual({ status: 'unavailable', database: 'unavailable', promotions: { GOO00028: {} } });
    await broken.app.close().catch(() => undefined);
    await broken.close().catch(() => undefined);
  });
});

describe('promotion catalogue', () => {
  it('lists qualifying products with id and name', async () => {
    const r = await t.call('GET', `/promotion/${GB}/qualifying-products`);
    expect(r.status).toBe(200);
    expect(r.body.data.products.length).toBeGreaterThanOrEqual(6);
    expect(r.body.data.products).toContainEqual({ id: 'pixel-7-128-obsidian', name: 'Pixel 7 128GB Obsidian' });
    expect(r.body.data.products.some((p: { name: string }) => p.name === 'Pixel Watch')).toBe(true);
  });

  it('lists resellers and trade-ins', async () => {
    const resellers = await t.call('GET', `/promotion/${GB}/qualifying-resellers`);
    expect(resellers.status).toBe(200);
    expect(resellers.body.data.resellers.length).toBe(8);
    const tradeIns = await t.call('GET', `/promotion/${GB}/qualifying-trade-ins`);
    expect(tradeIns.status).toBe(200);
    expect(tradeIns.body.data.trade_ins.length).toBeGreaterThan(0);
  });

  it('answers the date-window status', async () => {
    const r = await t.call('GET', `/promotion/${GB}/date-window-status`);
    expect(r).toMatchObject({ status: 200, body: { data: { status: 'OPEN' } } });
  });

  it('knows every locale promotion id and the DE promotion window id', async () => {
    for (const id of ['GOO00028-DE', 'GOO00028-FR', 'GOO00028-US', 'GOO00028-IE', 'GOO00028-DE-WINDOW']) {
      expect((await t.call('GET', `/promotion/${id}/date-window-status`)).status).toBe(200);
    }
  });

  it('answers 404 ErrorBody for an unknown promotion', async () => {
    for (const path of ['qualifying-products', 'qualifying-resellers', 'qualifying-trade-ins', 'date-window-status']) {
      const r = await t.call('GET', `/promotion/NOPE-1/${path}`);
      expect(r.status).toBe(404);
      expect(r.body.errors[0].code).toBe(1);
    }
  });
});

describe('claim-window-check', () => {
  it('passes inside the purchase window', async () => {
    const r = await t.call('POST', '/claim-window-check', { promotion_id: GB, purchase_date: '2022-11-01T12:00:00+00:00' });
    expect(r).toMatchObject({ status: 200, body: { data: { passes: true } } });
  });

  it('fails before the purchase window and in the future', async () => {
    for (const date of ['2022-10-05T12:00:00+00:00', '2023-02-01T12:00:00+00:00']) {
      const r = await t.call('POST', '/claim-window-check', { promotion_id: GB, purchase_date: date });
      expect(r).toMatchObject({ status: 200, body: { data: { passes: false } } });
    }
  });

  it('answers 422 code 3 when the claim window is closed', async () => {
    await t.app.db.updateTable('promotions').set({ claim_window_open: 0 }).where('id', '=', 'GOO00028-FR').execute();
    const r = await t.call('POST', '/claim-window-check', { promotion_id: 'GOO00028-FR', purchase_date: '2022-11-01T12:00:00+01:00' });
    expect(r.status).toBe(422);
    expect(r.body.errors[0].code).toBe(3);
  });

  it('answers 404 for an unknown promotion', async () => {
    const r = await t.call('POST', '/claim-window-check', { promotion_id: 'NOPE', purchase_date: '2022-11-01T12:00:00+00:00' });
    expect(r.status).toBe(404);
  });

  it('rejects malformed bodies and unknown properties with 400 code 2', async () => {
    const bad = [
      { promotion_id: GB },
      { promotion_id: GB, purchase_date: 'yesterday' },
      { promotion_id: 5, purchase_date: '2022-11-01T12:00:00+00:00' },
      { promotion_id: GB, purchase_date: '2022-11-01T12:00:00+00:00', extra: true },
    ];
    for (const body of bad) {
      const r = await t.call('POST', '/claim-window-check', body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body).toMatchObject({ errors: [{ code: 2 }] });
    }
  });

  it('rejects unparseable JSON with 400 code 2', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/2022launch/claim-window-check',
      headers: { 'content-type': 'application/json' },
      payload: '{"promotion_id":',
    });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ errors: [{ code: 2 }] });
  });
});

describe('product-check', () => {
  it('is valid for a qualifying product in the window', async () => {
    const r = await t.call('POST', '/product-check', { promotion_id: GB, product_id: 'pixel-7-pro-256-hazel', purchase_date: '2022-11-01T12:00:00+00:00' });
    expect(r).toMatchObject({ status: 200, body: { data: { valid: true } } });
  });

  it('is invalid for an unknown product or a date outside the window', async () => {
    const unknown = await t.call('POST', '/product-check', { promotion_id: GB, product_id: 'iphone-14', purchase_date: '2022-11-01T12:00:00+00:00' });
    expect(unknown.body.data.valid).toBe(false);
    const early = await t.call('POST', '/product-check', { promotion_id: GB, product_id: 'pixel-7-128-snow', purchase_date: '2021-11-01T12:00:00+00:00' });
    expect(early.body.data.valid).toBe(false);
  });

  it('answers 404 for an unknown promotion', async () => {
    const r = await t.call('POST', '/product-check', { promotion_id: 'NOPE', product_id: 'pixel-7-128-snow', purchase_date: '2022-11-01T12:00:00+00:00' });
    expect(r.status).toBe(404);
  });
});

describe('product-identifier-check', () => {
  const check = (imei: string[], serial: string[] = []) => t.call('POST', '/product-identifier-check', { promotion_id: GB, imei, serial });

  it('accepts Luhn-valid IMEIs of seeded products', async () => {
    const all = Object.values(TEST_IMEIS).map((list) => list[0]);
    expect(await check(all)).toMatchObject({ status: 200, body: { data: { valid: true } } });
  });

  it('answers 10 for a bad Luhn digit and for an unknown TAC', async () => {
    const r = await check([BAD_LUHN_IMEI, UNKNOWN_TAC_IMEI, TEST_IMEIS['pixel-7-128-snow'][1]]);
    expect(r.status).toBe(422);
    expect(r.body.data.valid).toBe(false);
    expect(r.body.data.invalid).toEqual([BAD_LUHN_IMEI, UNKNOWN_TAC_IMEI]);
    expect(r.body.data.errors).toEqual([
      { code: 10, type: 'imei', identifier: BAD_LUHN_IMEI },
      { code: 10, type: 'imei', identifier: UNKNOWN_TAC_IMEI },
    ]);
  });

  it('answers 5 for an IMEI of a submitted claim', async () => {
    const imei = TEST_IMEIS['pixel-7-pro-512-snow'][2];
    await insertClaimWithImei(imei);
    const r = await check([imei]);
    expect(r.status).toBe(422);
    expect(r.body.data.errors).toEqual([{ code: 5, type: 'imei', identifier: imei }]);
  });

  it('rejects IMEIs that are not 15 digits with 400 code 2', async () => {
    const r = await check(['12345']);
    expect(r).toMatchObject({ status: 400, body: { errors: [{ code: 2 }] } });
  });

  it('answers 404 for an unknown promotion', async () => {
    const r = await t.call('POST', '/product-identifier-check', { promotion_id: 'NOPE', imei: [], serial: [] });
    expect(r.status).toBe(404);
  });
});

describe('web-visitor', () => {
  it('issues a new visitor id per call, stored for the promotion', async () => {
    const a = await t.call('POST', '/web-visitor', { promotion_id: GB });
    const b = await t.call('POST', '/web-visitor', { promotion_id: GB });
    expect(a.status).toBe(200);
    expect(a.body.data.visitor.id).toMatch(/^[A-Za-z0-9_.:-]+$/);
    expect(a.body.data.visitor.id).not.toBe(b.body.data.visitor.id);
    const row = await t.app.db.selectFrom('web_visitors').selectAll().where('id', '=', a.body.data.visitor.id).executeTakeFirst();
    expect(row?.promotion_id).toBe(GB);
  });

  it('answers 404 for an unknown promotion and 400 without a body', async () => {
    expect((await t.call('POST', '/web-visitor', { promotion_id: 'NOPE' })).status).toBe(404);
    expect((await t.call('POST', '/web-visitor')).status).toBe(400);
  });
});

async function insertClaimWithImei(imei: string): Promise<void> {
  const now = new Date().toISOString();
  const id = `test-${imei}`;
  await t.app.db.insertInto('claims').values({
    id,
    public_reference: `${imei.slice(0, 3)}-${imei.slice(3, 6)}-${imei.slice(6, 9)}`,
    promotion_id: GB,
    promotion_window_id: null,
    visitor_id: null,
    email: 'someone@example.com',
    status: 'PENDING',
    status_message: null,
    purchase_date: '2022-11-01',
    payload: '{}',
    reward_detail: null,
    created_at: now,
    updated_at: now,
  }).execute();
  await t.app.db.insertInto('claim_identifiers').values({ claim_id: id, kind: 'imei', value: imei }).execute();
}
