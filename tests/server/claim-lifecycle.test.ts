import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshTestImei, TEST_IMEIS } from '../support/catalogue';
import { createTestApp, type TestApp } from './test-app';
import { multipart, PDF, PNG } from './multipart';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ MAX_UPLOAD_BYTES: '4096' }, { now: () => new Date('2023-01-15T10:00:00Z') });
});
afterAll(() => t.close());

const GB = 'GOO00028-GB';

async function upload(content: Buffer, field = 'file') {
  const form = multipart({}, [{ field, filename: 'proof.bin', content }]);
  const r = await t.app.inject({ method: 'POST', url: '/api/2022launch/file-upload', ...form });
  return { status: r.statusCode, body: r.json() };
}

async function claimBody(overrides: { imei?: string; mobile?: string; productId?: string; gift?: string; promotionId?: string } = {}) {
  const storage = await upload(PNG);
  return {
    promotion_id: overrides.promotionId ?? GB,
    visitor_id: null,
    promotion_window_id: null,
    purchase: {
      reseller_id: 'currys',
      invoice_date: '2022-11-01T12:00:00+00:00',
      storage_ids: [storage.body.data.id],
      reference: 'INV-1001',
      items: [{ product_id: overrides.productId ?? 'pixel-7-128-obsidian', imei: overrides.imei ?? freshTestImei(), serial: null, price_paid: null, trade_in_id: null, trade_in_serial: null }],
    },
    contact: {
      title: 'Ms', first_name: 'Ada', last_name: 'Lovelace', address1: '1 High Street', address2: null, city: 'London', county: 'London',
      post_code: 'SW1A1AA', country: 'GB', telephone: '', mobile_phone: overrides.mobile ?? '+447400123456', email: 'Ada@Example.com', locale: 'en-GB', company: null,
    },
    reward_method: { method: 'gift' },
    preferences: [
      { prompt: 'Marketing', key: 'MARKETING_ACCEPTS_PROMOTIONAL_CONTACT_VIA_EMAIL', response: 'Unchecked' },
      { prompt: 'Gift', key: '{hash}', response: overrides.gift ?? 'GIFT-PIXEL-BUDS-PRO-FOG' },
    ],
  };
}

describe('file-upload', () => {
  it('stores png, jpeg and pdf by content and answers 201 with an id', async () => {
    for (const content of [PNG, PDF]) {
      const r = await upload(content);
      expect(r.status).toBe(201);
      expect(r.body.data.id).toMatch(/^[A-Za-z0-9_.:-]+$/);
    }
  });

  it('refuses other content with 415 code 6, whatever the name says', async () => {
    const r = await upload(Buffer.from('just some text pretending to be a png'));
    expect(r).toEqual({ status: 415, body: { errors: [{ code: 6, message: expect.any(String) }] } });
  });

  it('refuses files over the size limit with 413 code 7', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(8192)]);
    const r = await upload(big);
    expect(r.status).toBe(413);
    expect(r.body.errors[0].code).toBe(7);
  });

  it('refuses a wrong field or a non-multipart body with 400 code 2', async () => {
    expect((await upload(PNG, 'other')).status).toBe(400);
    const r = await t.call('POST', '/file-upload', { file: 'x' });
    expect(r).toMatchObject({ status: 400, body: { errors: [{ code: 2 }] } });
  });
});

describe('claim', () => {
  it('creates a claim with a 3-3-3 public reference', async () => {
    const r = await t.call('POST', '/claim', await claimBody());
    expect(r.status).toBe(200);
    expect(r.body.data.public_reference).toMatch(/^\d{3}-\d{3}-\d{3}$/);
    expect(r.body.data.status).toBe('PENDING');
  });

  it('marks the IMEI claimed: identifier check answers 5 and a second claim 422 code 5', async () => {
    const imei = freshTestImei('pixel-7-pro-256-hazel');
    expect((await t.call('POST', '/claim', await claimBody({ imei, productId: 'pixel-7-pro-256-hazel' }))).status).toBe(200);
    const check = await t.call('POST', '/product-identifier-check', { promotion_id: GB, imei: [imei], serial: [] });
    expect(check.body.data.errors).toEqual([{ code: 5, type: 'imei', identifier: imei }]);
    const again = await t.call('POST', '/claim', await claimBody({ imei, productId: 'pixel-7-pro-256-hazel' }));
    expect(again).toMatchObject({ status: 422, body: { errors: [{ code: 5 }] } });
  });

  it('answers the first claim again for a repeated Idempotency-Key', async () => {
    const body = await claimBody();
    const first = await t.call('POST', '/claim', body, { 'idempotency-key': 'key-123' });
    const second = await t.call('POST', '/claim', body, { 'idempotency-key': 'key-123' });
    expect(first.status).toBe(200);
    expect(second.body).toEqual(first.body);
    const other = await t.call('POST', '/claim', await claimBody(), { 'idempotency-key': 'key-123' });
    expect(other.status).toBe(422);
  });

  it('lets only one of two concurrent claims with the same IMEI through', async () => {
    const imei = freshTestImei('pixel-7-pro-128-obsidian');
    const [a, b] = await Promise.all([claimBody({ imei, productId: 'pixel-7-pro-128-obsidian' }), claimBody({ imei, productId: 'pixel-7-pro-128-obsidian' })]);
    const results = await Promise.all([t.call('POST', '/claim', a), t.call('POST', '/claim', b)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 422]);
    expect(results.find((r) => r.status === 422)!.body.errors[0].code).toBe(5);
  });

  it('refuses an invalid mobile number with 422 code 4', async () => {
    const r = await t.call('POST', '/claim', await claimBody({ mobile: '+441234' }));
    expect(r).toMatchObject({ status: 422, body: { errors: [{ code: 4 }] } });
  });

  it('refuses a gift that is not offered for the product with 422 code 1', async () => {
    const r = await t.call('POST', '/claim', await claimBody({ gift: 'GIFT-WATCH-BAND-WOVEN-FOG' }));
    expect(r).toMatchObject({ status: 422, body: { errors: [{ code: 1 }] } });
  });

  it('refuses claims when the claim window is closed with 422 code 3', async () => {
    await t.app.db.updateTable('promotions').set({ claim_window_open: 0 }).where('id', '=', 'GOO00028-IE').execute();
    const r = await t.call('POST', '/claim', await claimBody({ promotionId: 'GOO00028-IE' }));
    expect(r).toMatchObject({ status: 422, body: { errors: [{ code: 3 }] } });
  });

  it('rejects unknown properties with 400 code 2 and unknown promotions with 404', async () => {
    const body: any = await claimBody();
    body.contact.nickname = 'x';
    expect((await t.call('POST', '/claim', body)).status).toBe(400);
    expect((await t.call('POST', '/claim', await claimBody({ promotionId: 'NOPE' }))).status).toBe(404);
  });
});

describe('reward-methods', () => {
  it('offers the generic gifts for phones and the watch gifts for the watch', async () => {
    const phone = await t.call('POST', `/promotion/${GB}/reward-methods`, { promotion_id: GB, product_id: 'pixel-7-128-obsidian' });
    expect(phone.status).toBe(200);
    expect(phone.body.data.rewards[0].method).toBe('gift');
    expect(phone.body.data.rewards[0].gifts.map((g: any) => g.gift_reference)).toContain('GIFT-PIXEL-BUDS-PRO-FOG');
    const watch = await t.call('POST', `/promotion/${GB}/reward-methods`, { promotion_id: GB, product_id: 'pixel-watch-41-matte-black' });
    expect(watch.body.data.rewards[0].gifts.every((g: any) => g.gift_reference.startsWith('GIFT-WATCH'))).toBe(true);
  });

  it('offers PayPal and bank transfer, without gifts, to every product (the site shows them by its flags)', async () => {
    for (const product_id of ['pixel-7-128-obsidian', 'pixel-watch-41-matte-black']) {
      const r = await t.call('POST', `/promotion/${GB}/reward-methods`, { promotion_id: GB, product_id });
      expect(r.body.data.rewards.map((g: any) => g.method)).toEqual(['gift', 'paypal', 'bank_transfer']);
      expect(r.body.data.rewards.slice(1).every((g: any) => g.gifts.length === 0)).toBe(true);
    }
  });

  it('needs the body promotion id to equal the path id', async () => {
    const r = await t.call('POST', `/promotion/${GB}/reward-methods`, { promotion_id: 'GOO00028-DE', product_id: 'pixel-7-128-obsidian' });
    expect(r.status).toBe(400);
  });
});

describe('claim tracking', () => {
  let reference: string;
  let claimId: string;
  beforeAll(async () => {
    const r = await t.call('POST', '/claim', await claimBody({ imei: TEST_IMEIS['pixel-7-256-lemongrass'][2], productId: 'pixel-7-256-lemongrass' }));
    reference = r.body.data.public_reference;
    claimId = r.body.data.id;
  });

  it('loads the claim by e-mail (any case) and reference', async () => {
    const r = await t.call('POST', '/claim-details-request', { promotion_id: GB, email: 'ADA@example.com', reference });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ id: claimId, reference, status: 'PENDING', purchased_at: { date: '2022-11-01' }, consignments: [], rewards: [] });
  });

  it('answers an identical 403 for a wrong e-mail or a wrong reference', async () => {
    const wrongEmail = await t.call('POST', '/claim-details-request', { promotion_id: GB, email: 'eve@example.com', reference });
    const wrongReference = await t.call('POST', '/claim-details-request', { promotion_id: GB, email: 'ada@example.com', reference: '000-000-000' });
    expect(wrongEmail.status).toBe(403);
    expect(wrongReference.status).toBe(403);
    expect(wrongEmail.body).toEqual(wrongReference.body);
    expect(wrongEmail.body).toEqual({ errors: [{ code: 1 }] });
  });

  it('stores survey answers (204) and refuses a wrong lookup (403)', async () => {
    const answers = [{ key: 'PROMOTION_SATISFACTION', prompt_alias: 'surveySatisfaction', prompt: 'How satisfied?', response: 'Very satisfied' }];
    const ok = await t.call('POST', '/survey-response', { promotion_id: GB, public_reference: reference, email: 'ada@example.com', answers });
    expect(ok.status).toBe(204);
    const bad = await t.call('POST', '/survey-response', { promotion_id: GB, public_reference: reference, email: 'x@example.com', answers });
    expect(bad.status).toBe(403);
  });

  it('takes missing information only while awaiting it', async () => {
    const send = () => t.app.inject({ method: 'POST', url: '/api/2022launch/missing-information', ...multipart({ claim_id: claimId, supporting_information: 'Here it is' }, [{ field: 'documents[]', filename: 'a.pdf', content: PDF }]) });
    expect((await send()).statusCode).toBe(422);
    await t.app.db.updateTable('claims').set({ status: 'AWAITING_INFORMATION' }).where('id', '=', claimId).execute();
    expect((await send()).statusCode).toBe(204);
    const r = await t.call('POST', '/claim-details-request', { promotion_id: GB, email: 'ada@example.com', reference });
    expect(r.body.data.status).toBe('PENDING_INFORMATION');
  });

  it('handles a revaluation offer: wrong value 422, right value 201', async () => {
    await t.app.db.updateTable('claims').set({ status: 'AWAITING_REVALUATION' }).where('id', '=', claimId).execute();
    await t.app.db.insertInto('claim_rewards').values({ id: 'reward-1', claim_id: claimId, currency: 'GBP', amount: 49.99, revaluation_state: 'OFFERED' }).execute();
    const lookup = { promotion_id: GB, email: 'ada@example.com', reference };
    expect((await t.call('POST', '/revaluation-approval', { ...lookup, value: { currency: 'GBP', amount: 10 } })).status).toBe(422);
    const ok = await t.call('POST', '/revaluation-approval', { ...lookup, value: { currency: 'GBP', amount: 49.99 } });
    expect(ok).toMatchObject({ status: 201, body: { data: { status: 'VALIDATED' } } });
    expect((await t.call('POST', '/revaluation-rejection', lookup)).status).toBe(422);
  });

  it('checks and stores bank details for a claim awaiting action', async () => {
    const body = { claim_id: claimId, return_reason: 'Changed my mind', legal_type: 'PRIVATE', bank_transfer: { account_name: 'Ada Lovelace', account_number: '12345678', sort_code: '11-22-33', country: 'GB' } };
    expect((await t.call('POST', '/reward-detail-validation', body)).status).toBe(422);
    // Purchased 5 days before the clock (2023-01-15): inside the default return window of 0-30 days.
    await t.app.db.updateTable('claims').set({ status: 'AWAITING_ACTION', purchase_date: '2023-01-10' }).where('id', '=', claimId).execute();
    expect((await t.call('POST', '/reward-detail-validation', body)).status).toBe(204);
    const badIban = { ...body, bank_transfer: { account_name: 'Ada', country: 'DE', iban: 'DE89370400440532013001', swift: 'DEUTDEFF' } };
    expect((await t.call('POST', '/reward-detail-validation', badIban)).status).toBe(422);
    const stored = await t.call('POST', '/reward-detail', body);
    expect(stored).toMatchObject({ status: 200, body: { data: { claim_id: claimId, status: 'PENDING' } } });
  });

  it('serves consignment labels and audit documents as PDFs', async () => {
    await t.app.db.insertInto('consignments').values({ id: 'cons-1', claim_id: claimId, courier_method: 'label', courier_url: null, created_at: '2023-01-10T00:00:00Z' }).execute();
    await t.app.db.insertInto('audit_documents').values({ id: 'audit-1', consignment_id: 'cons-1', unit_id: 'unit-1', document_type: 'destruction_certificate', created_at: '2023-01-10T00:00:00Z' }).execute();
    await t.app.db.updateTable('claims').set({ status: 'AWAITING_TRADEIN', updated_at: '2023-01-10T00:00:00Z' }).where('id', '=', claimId).execute();
    const lookup = { promotion_id: GB, email: 'ada@example.com', reference };

    const details = await t.call('POST', '/claim-details-request', lookup);
    expect(details.body.data.consignments[0].units[0].audit.audit_documents).toEqual([{ id: 'audit-1', document_type: 'destruction_certificate' }]);

    const label = await t.app.inject({ method: 'POST', url: '/api/2022launch/trade-in-document', payload: { ...lookup, consignment_id: 'cons-1', locales: ['en-GB'] } });
    expect(label.statusCode).toBe(200);
    expect(label.headers['content-type']).toBe('application/pdf');
    expect(label.headers['content-disposition']).toBe('attachment; filename="promotion-label.pdf"');
    expect(label.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const audit = await t.app.inject({ method: 'POST', url: '/api/2022launch/audit-document', payload: { ...lookup, audit_document_id: 'audit-1' } });
    expect(audit.statusCode).toBe(200);
    expect(audit.headers['content-disposition']).toBe('attachment; filename="destruction_certificate.pdf"');

    const unknown = await t.call('POST', '/audit-document', { ...lookup, audit_document_id: 'audit-404' });
    expect(unknown.status).toBe(404);
  });
});

describe('support', () => {
  it('checks phone numbers', async () => {
    expect((await t.call('POST', '/phone-number-check', { number: '+447400123456' })).body).toEqual({ data: { valid: true } });
    expect((await t.call('POST', '/phone-number-check', { number: '+44123' })).body).toEqual({ data: { valid: false } });
  });

  it('creates a ticket with extra fields and a document (201)', async () => {
    const form = multipart(
      { promotion_id: GB, reason: 'reward query', name: 'Ada', email: 'ada@example.com', message: 'Where is my gift?', subject: 'Contact form', claim_reference: '', driver: 'Reward update within SLA', extra_field: 'kept' },
      [{ field: 'documents', filename: 'x.png', content: PNG }],
    );
    const r = await t.app.inject({ method: 'POST', url: '/api/2022launch/ticket', ...form });
    expect(r.statusCode).toBe(201);
    expect(r.json().data.id).toBeTruthy();
  });

  it('refuses a ticket without a message (400 code 2)', async () => {
    const form = multipart({ promotion_id: GB, reason: 'x', name: 'Ada', email: 'ada@example.com', subject: 'Contact form' });
    const r = await t.app.inject({ method: 'POST', url: '/api/2022launch/ticket', ...form });
    expect(r.statusCode).toBe(400);
    expect(r.json().errors[0].code).toBe(2);
  });
});
