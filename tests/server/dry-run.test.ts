/**
 * `Prefer: dry-run` (openapi/ "Dry runs"): the same status and errors as a real request for the same body, nothing
 * stored, no IMEI claimed, a rate limit of its own.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshTestImei } from '../support/catalogue';
import { claimBody } from './claim-fixtures';
import { multipart, PDF, PNG } from './multipart';
import { storageSnapshot } from './storage-snapshot';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CLAIM_RATE_LIMIT_PER_MINUTE: '3', DRY_RUN_RATE_LIMIT_PER_MINUTE: '1000' });
});
afterAll(() => t.close());

const DRY = { prefer: 'dry-run' };
const snapshot = () => storageSnapshot(t.app.db, path.join(t.dir, 'data'));

async function upload(content: Buffer, headers: Record<string, string> = {}) {
  const form = multipart({}, [{ field: 'file', filename: 'proof.pdf', content, type: 'application/pdf' }]);
  const r = await t.app.inject({ method: 'POST', url: '/api/2022launch/file-upload', ...form, headers: { ...form.headers, ...headers } });
  return { status: r.statusCode, body: r.json(), headers: r.headers };
}

/** What a test compares between a dry run and a real run: the status and the error codes (ids differ by nature). */
const outcome = (answer: { status: number; body: any }) => ({ status: answer.status, codes: (answer.body?.errors ?? []).map((e: { code: number }) => e.code) });

describe('dry runs', () => {
  it('answer like a real request, say so, and store nothing', async () => {
    const before = await snapshot();
    const file = await upload(PDF, DRY);
    expect(file.status).toBe(201);
    expect(file.headers['preference-applied']).toBe('dry-run');
    expect(file.body.data.id).toMatch(/^dry-run:/);
    const imei = freshTestImei('pixel-7-128-obsidian');
    const claim = await t.call('POST', '/claim', claimBody([file.body.data.id], { imei }), { ...DRY, 'idempotency-key': 'dry-key-1' });
    expect(claim.status).toBe(200);
    expect(claim.body.data.public_reference).toBeTruthy();
    expect(claim.headers['preference-applied']).toBe('dry-run');
    const visitor = await t.call('POST', '/web-visitor', { promotion_id: 'GOO00028-GB' }, DRY);
    expect(visitor.status).toBe(200);
    expect(await snapshot()).toEqual(before);

    // The IMEI was not claimed, the key not used: a real claim with both goes through.
    const real = await upload(PDF);
    const realClaim = await t.call('POST', '/claim', claimBody([real.body.data.id], { imei }), { 'idempotency-key': 'dry-key-1' });
    expect(realClaim.status).toBe(200);
    expect(realClaim.headers['preference-applied']).toBeUndefined();
  });

  it('give the same status and errors as a real request for the same body', async () => {
    // Many real claims: an app of its own, without the small claim budget of this file's app.
    const main = t;
    t = await createTestApp({ CLAIM_RATE_LIMIT_PER_MINUTE: '0' });
    try {
      await sameOutcomes();
    } finally {
      await t.close();
      t = main;
    }
  }, 60_000);

  async function sameOutcomes() {
    const proof = (await upload(PNG)).body.data.id as string;
    const claimed = freshTestImei('pixel-7-128-obsidian');
    expect((await t.call('POST', '/claim', claimBody([proof], { imei: claimed }))).status).toBe(200);
    const fresh = () => [(async () => (await upload(PNG)).body.data.id as string)()];
    const bodies: Array<[string, () => Promise<unknown>]> = [
      ['a claim the rules accept', async () => claimBody(await Promise.all(fresh()), { imei: freshTestImei('pixel-7-128-obsidian') })],
      ['an IMEI another claim has', async () => claimBody(await Promise.all(fresh()), { imei: claimed })],
      ['a product outside the promotion', async () => claimBody(await Promise.all(fresh()), { productId: 'no-such-product', imei: '356938035643809' })],
      ['a storage id that is no upload', async () => claimBody(['not-an-upload'], { imei: freshTestImei('pixel-7-128-obsidian') })],
      ['a storage id another claim has', async () => claimBody([proof], { imei: freshTestImei('pixel-7-128-obsidian') })],
      ['a malformed body', async () => ({ promotion_id: 'GOO00028-GB' })],
    ];
    for (const [what, makeBody] of bodies) {
      const body = await makeBody();
      const dry = outcome(await t.call('POST', '/claim', body, DRY));
      const real = outcome(await t.call('POST', '/claim', body));
      expect(dry, what).toEqual(real);
    }
    const dryText = await upload(Buffer.from('plain text, not a document'), DRY);
    const realText = await upload(Buffer.from('plain text, not a document'));
    expect(outcome(dryText)).toEqual(outcome(realText));
    expect(dryText.status).toBe(415);
  }

  it("count against a budget of their own, never the customers'", async () => {
    // The claim budget is 3 a minute: spend it with real requests; dry runs still pass, many times over.
    for (let i = 0; i < 3; i++) await t.call('POST', '/claim', { promotion_id: 'GOO00028-GB' });
    for (let i = 0; i < 10; i++) {
      const answer = await t.call('POST', '/claim', { promotion_id: 'GOO00028-GB' }, DRY);
      expect(answer.status).toBe(400);
    }
    expect((await t.call('POST', '/claim', { promotion_id: 'GOO00028-GB' })).status).toBe(429);
  });

  it('a real claim never accepts the id of a dry-run upload', async () => {
    const file = await upload(PDF, DRY);
    const answer = await t.call('POST', '/claim', claimBody([file.body.data.id], { imei: freshTestImei('pixel-7-128-obsidian') }), DRY);
    expect(answer.status).toBe(200);
    const before = await snapshot();
    // Out of real budget by now: ask a fresh app instead of waiting a minute.
    const other = await createTestApp();
    try {
      const real = await other.call('POST', '/claim', claimBody([file.body.data.id], { imei: freshTestImei('pixel-7-128-obsidian') }));
      expect(outcome(real)).toEqual({ status: 422, codes: [1] });
    } finally {
      await other.close();
    }
    expect(await snapshot()).toEqual(before);
  });
});
