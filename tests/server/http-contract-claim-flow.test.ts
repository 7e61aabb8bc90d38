/**
 * The claim-flow half of the contract over real HTTP (listen on port 0 + fetch): every operation's success
 * and its error answers of spec section 8, each answer checked against the contract by the harness.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BAD_LUHN_IMEI, freshTestImei, UNKNOWN_TAC_IMEI } from '../support/catalogue';
import { OPERATOR_COMMANDS } from '../../server/operator/commands';
import { claimBody, GB } from './claim-fixtures';
import { CLAIM_FLOW_OPERATIONS, CLIENT_REPORT_OPERATIONS, expectSuccessAndErrorFor, MY_CLAIM_OPERATIONS, REMINDER_OPERATIONS, USAGE_OPERATIONS } from './http-contract-coverage';
import { CONTRACT_OPERATIONS, startHttpApp, type HttpTestApp } from './http-harness';
import { PDF, PNG } from './multipart';

let t: HttpTestApp;
beforeAll(async () => {
  t = await startHttpApp({ MAX_UPLOAD_BYTES: '4096', CLAIM_RATE_LIMIT_PER_MINUTE: '0', UPLOAD_RATE_LIMIT_PER_MINUTE: '0' });
});
afterAll(() => t.close());

const post = (path: string, json: unknown, headers?: Record<string, string>) => t.api('POST', path, { json, headers });
const upload = (content: Buffer, filename = 'proof.png') => t.api('POST', '/file-upload', { files: [{ field: 'file', filename, content }] });
const malformed = { status: 400, body: { errors: [{ code: 2, message: expect.any(String) }] } };

async function proofId(): Promise<string> {
  const r = await upload(PNG);
  expect(r.status).toBe(201);
  return r.body.data.id;
}

it('the HTTP contract files together cover all 27 operations of the contract', () => {
  expect([...CLAIM_FLOW_OPERATIONS, ...MY_CLAIM_OPERATIONS, ...CLIENT_REPORT_OPERATIONS, ...USAGE_OPERATIONS, ...REMINDER_OPERATIONS].sort()).toEqual([...CONTRACT_OPERATIONS].sort());
  expect(CONTRACT_OPERATIONS).toHaveLength(27);
});

describe('content and promotion facts', () => {
  it('content-manifest: 200 wording map, 400 code 2 for an unknown property', async () => {
    expect(await post('/content-manifest', { type: 'alias', locales: ['en-GB'] })).toMatchObject({ status: 200, body: { data: { content: { 'en-GB': {} } } } });
    expect(await post('/content-manifest', { type: 'alias', locales: ['en-GB'], extra: 1 })).toMatchObject(malformed);
  });

  it('catalogue GETs: 200 for a promotion, 404 code 1 for an unknown one', async () => {
    for (const what of ['qualifying-resellers', 'qualifying-products', 'qualifying-trade-ins', 'date-window-status']) {
      expect((await t.api('GET', `/promotion/${GB}/${what}`)).status).toBe(200);
      expect(await t.api('GET', `/promotion/NOPE/${what}`)).toMatchObject({ status: 404, body: { errors: [{ code: 1 }] } });
    }
  });

  it('reward-methods: 200 gifts, 400 when body and path ids differ, 404 unknown promotion', async () => {
    const ok = await post(`/promotion/${GB}/reward-methods`, { promotion_id: GB, product_id: 'pixel-7-128-obsidian' });
    expect(ok.body.data.rewards[0]).toMatchObject({ method: 'gift', gifts: expect.arrayContaining([expect.objectContaining({ gift_reference: 'GIFT-PIXEL-BUDS-PRO-FOG' })]) });
    expect(await post(`/promotion/${GB}/reward-methods`, { promotion_id: 'GOO00028-DE', product_id: 'x' })).toMatchObject(malformed);
    expect((await post('/promotion/NOPE/reward-methods', { promotion_id: 'NOPE', product_id: 'x' })).status).toBe(404);
  });

  it('web-visitor: 200 new id, 404 unknown promotion, 400 wrong type', async () => {
    expect((await post('/web-visitor', { promotion_id: GB })).body.data.visitor.id).toBeTruthy();
    expect((await post('/web-visitor', { promotion_id: 'NOPE' })).status).toBe(404);
    expect(await post('/web-visitor', { promotion_id: 7 })).toMatchObject(malformed);
  });

  it('phone-number-check: valid and invalid numbers, 400 without a number', async () => {
    expect((await post('/phone-number-check', { number: '+447400123456' })).body).toEqual({ data: { valid: true } });
    expect((await post('/phone-number-check', { number: '+4412' })).body).toEqual({ data: { valid: false } });
    expect(await post('/phone-number-check', {})).toMatchObject(malformed);
  });

  it('address-lookup: 200 addresses for a postcode, an empty list for an unknown country, 400 for a short query', async () => {
    expect((await post('/address-lookup', { country: 'GB', query: 'SW1A 2AA' })).body).toEqual({
      data: { items: [{ Line1: '10 Downing Street', Line2: '', City: 'London', Province: 'Greater London', PostalCode: 'SW1A 2AA' }] },
    });
    expect((await post('/address-lookup', { country: 'XX', query: 'London' })).body).toEqual({ data: { items: [] } });
    expect(await post('/address-lookup', { country: 'GB', query: 'S' })).toMatchObject(malformed);
  });
});

describe('purchase-details checks', () => {
  const date = '2022-11-01T12:00:00+00:00';

  it('claim-window-check: 200, 422 code 3 when the window is closed, 404, 400', async () => {
    expect((await post('/claim-window-check', { promotion_id: GB, purchase_date: date })).body).toEqual({ data: { passes: true } });
    await OPERATOR_COMMANDS['claim-window'].run(t.app.db, ['GOO00028-FR', 'closed'], new Date());
    expect(await post('/claim-window-check', { promotion_id: 'GOO00028-FR', purchase_date: date })).toMatchObject({ status: 422, body: { errors: [{ code: 3 }] } });
    expect((await post('/claim-window-check', { promotion_id: 'NOPE', purchase_date: date })).status).toBe(404);
    expect(await post('/claim-window-check', { promotion_id: GB, purchase_date: 'yesterday' })).toMatchObject(malformed);
  });

  it('product-check: 200 valid / not valid, 404, 400', async () => {
    expect((await post('/product-check', { promotion_id: GB, product_id: 'pixel-7-128-snow', purchase_date: date })).body).toEqual({ data: { valid: true } });
    expect((await post('/product-check', { promotion_id: GB, product_id: 'iphone-14', purchase_date: date })).body).toEqual({ data: { valid: false } });
    expect((await post('/product-check', { promotion_id: 'NOPE', product_id: 'x', purchase_date: date })).status).toBe(404);
    expect(await post('/product-check', { promotion_id: GB, product_id: 'x' })).toMatchObject(malformed);
  });

  it('product-identifier-check: 200, 422 with code 10 (not found) and 5 (claimed) for IMEI and serial, 404, 400', async () => {
    const imei = freshTestImei('pixel-7-128-snow');
    expect((await post('/product-identifier-check', { promotion_id: GB, imei: [imei], serial: ['SN12345678'] })).body).toEqual({ data: { valid: true } });

    const notFound = await post('/product-identifier-check', { promotion_id: GB, imei: [BAD_LUHN_IMEI, UNKNOWN_TAC_IMEI], serial: ['AB-1'] });
    expect(notFound.status).toBe(422);
    expect(notFound.body.data.errors).toEqual([
      { code: 10, type: 'imei', identifier: BAD_LUHN_IMEI },
      { code: 10, type: 'imei', identifier: UNKNOWN_TAC_IMEI },
      { code: 10, type: 'serial', identifier: 'AB-1' },
    ]);

    const claimed = await post('/claim', claimBody([await proofId()], { productId: 'pixel-7-128-snow', imei, serial: 'SN12345678' }));
    expect(claimed.status).toBe(200);
    const again = await post('/product-identifier-check', { promotion_id: GB, imei: [imei], serial: ['sn12345678'] });
    expect(again.body.data.errors).toEqual([
      { code: 5, type: 'imei', identifier: imei },
      { code: 5, type: 'serial', identifier: 'sn12345678' },
    ]);
    expect((await post('/product-identifier-check', { promotion_id: 'NOPE', imei: [], serial: [] })).status).toBe(404);
    expect(await post('/product-identifier-check', { promotion_id: GB, imei: ['123'], serial: [] })).toMatchObject(malformed);
  });
});

describe('file-upload', () => {
  it('201 with an id for png and pdf; 415 code 6, 413 code 7 and 400 code 2 otherwise', async () => {
    expect((await upload(PNG)).body.data.id).toMatch(/^[A-Za-z0-9_.:-]+$/);
    expect((await upload(PDF, 'invoice.pdf')).status).toBe(201);
    expect(await upload(Buffer.from('<html><body>hi</body></html>'))).toMatchObject({ status: 415, body: { errors: [{ code: 6 }] } });
    expect(await upload(Buffer.concat([PNG, Buffer.alloc(8192)]))).toMatchObject({ status: 413, body: { errors: [{ code: 7 }] } });
    expect(await post('/file-upload', { file: 'x' })).toMatchObject(malformed);
  });
});

describe('claim', () => {
  it('200 with a 3-3-3 public reference; the same Idempotency-Key answers the same claim', async () => {
    const body = claimBody([await proofId()]);
    const first = await post('/claim', body, { 'Idempotency-Key': 'http-contract-1' });
    expect(first).toMatchObject({ status: 200, body: { data: { status: 'PENDING', public_reference: expect.stringMatching(/^\d{3}-\d{3}-\d{3}$/) } } });
    const repeat = await post('/claim', body, { 'Idempotency-Key': 'http-contract-1' });
    expect(repeat.status).toBe(200);
    expect(repeat.bytes.equals(first.bytes)).toBe(true);
  });

  it('422 code 5 for an IMEI claimed meanwhile, code 4 for a bad mobile, code 3 when closed, code 1 for other rules', async () => {
    const imei = freshTestImei('pixel-7-pro-128-obsidian');
    expect((await post('/claim', claimBody([await proofId()], { productId: 'pixel-7-pro-128-obsidian', imei }))).status).toBe(200);
    const claimed = await post('/claim', claimBody([await proofId()], { productId: 'pixel-7-pro-128-obsidian', imei }));
    expect(claimed).toMatchObject({ status: 422, body: { errors: [{ code: 5 }] } });

    expect(await post('/claim', claimBody([await proofId()], { mobile: '+441234' }))).toMatchObject({ status: 422, body: { errors: [{ code: 4 }] } });
    expect(await post('/claim', claimBody([await proofId()], { promotionId: 'GOO00028-FR' }))).toMatchObject({ status: 422, body: { errors: [{ code: 3 }] } });
    expect(await post('/claim', claimBody(['no-such-upload']))).toMatchObject({ status: 422, body: { errors: [{ code: 1 }] } });
  });

  it('400 code 2 for an unknown property or a bad Idempotency-Key, 404 for an unknown promotion', async () => {
    const extra: any = claimBody([await proofId()]);
    extra.purchase.note = 'x';
    expect(await post('/claim', extra)).toMatchObject(malformed);
    expect(await post('/claim', claimBody([await proofId()]), { 'Idempotency-Key': 'has spaces' })).toMatchObject(malformed);
    expect((await post('/claim', claimBody([await proofId()], { promotionId: 'NOPE' }))).status).toBe(404);
  });
});

describe('coverage of this file', () => {
  it('answered a success and an error for each claim-flow operation, and every error code of spec section 8', () => {
    expectSuccessAndErrorFor(CLAIM_FLOW_OPERATIONS, t.seen);
    expect([...t.seenCodes].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 10]);
  });
});
