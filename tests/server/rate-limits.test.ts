/**
 * Claim creation, uploads (file-upload, missing-information) and tickets are rate limited per client:
 * 429 with Retry-After and an ErrorBody, nothing stored, and no 5xx when flooded.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimBody, GB } from './claim-fixtures';
import { startHttpApp, type HttpAnswer, type HttpTestApp } from './http-harness';
import { PNG } from './multipart';
import { storageSnapshot } from './storage-snapshot';

let t: HttpTestApp;
beforeAll(async () => {
  t = await startHttpApp({ CLAIM_RATE_LIMIT_PER_MINUTE: '2', UPLOAD_RATE_LIMIT_PER_MINUTE: '3', TICKET_RATE_LIMIT_PER_MINUTE: '2' });
});
afterAll(() => t.close());

const snapshot = () => storageSnapshot(t.app.db, path.join(t.dir, 'data'));
const upload = () => t.api('POST', '/file-upload', { files: [{ field: 'file', filename: 'p.png', content: PNG }] });
const ticket = () =>
  t.api('POST', '/ticket', { form: { promotion_id: GB, reason: 'something else', name: 'Ada', email: 'ada@example.com', message: 'Hello', subject: 'Contact form' } });

function expectRateLimited(r: HttpAnswer) {
  expect(r.status).toBe(429);
  expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(r.body).toEqual({ errors: [{ code: 1, message: 'rate limited' }] });
}

describe('rate limits', () => {
  const proofs: string[] = [];

  it('uploads: file-upload and missing-information share one budget; the 4th in a minute gets 429 and stores no file', async () => {
    for (let i = 0; i < 3; i++) proofs.push((await upload()).body.data.id);
    const before = await snapshot();
    expectRateLimited(await upload());
    expectRateLimited(await t.api('POST', '/missing-information', { form: { claim_id: 'x', supporting_information: 'y' } }));
    expect(await snapshot()).toEqual(before);
  });

  it('claims: the 3rd in a minute gets 429 and stores nothing; a flood never gets a 5xx', async () => {
    expect((await t.api('POST', '/claim', { json: claimBody([proofs[0]]) })).status).toBe(200);
    expect((await t.api('POST', '/claim', { json: claimBody([proofs[1]]) })).status).toBe(200);
    const before = await snapshot();
    expectRateLimited(await t.api('POST', '/claim', { json: claimBody([proofs[2]]) }));
    const flood = await Promise.all(Array.from({ length: 100 }, () => t.api('POST', '/claim', { json: claimBody([proofs[2]]) })));
    expect(new Set(flood.map((r) => r.status))).toEqual(new Set([429]));
    expect(await snapshot()).toEqual(before);
  });

  it('tickets: the 3rd in a minute gets 429 and stores nothing', async () => {
    expect((await ticket()).status).toBe(201);
    expect((await ticket()).status).toBe(201);
    const before = await snapshot();
    expectRateLimited(await ticket());
    expect(await snapshot()).toEqual(before);
  });

  it('keeps answering other calls', async () => {
    expect((await t.api('GET', `/promotion/${GB}/date-window-status`)).status).toBe(200);
    expect((await fetch(`${t.origin}/healthz`)).status).toBe(200);
  });
});
