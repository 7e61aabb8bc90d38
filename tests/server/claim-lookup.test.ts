/**
 * Claim lookups over real HTTP reveal nothing: a wrong e-mail and a wrong reference get byte-identical answers,
 * and guessing is rate limited (429 with Retry-After, never a 5xx under a flood).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimBody, GB } from './claim-fixtures';
import { startHttpApp, type HttpTestApp } from './http-harness';
import { PNG } from './multipart';

const LIMIT = 8;
let t: HttpTestApp;
let reference: string;
beforeAll(async () => {
  t = await startHttpApp({ LOOKUP_RATE_LIMIT_PER_MINUTE: String(LIMIT) });
  const proof = await t.api('POST', '/file-upload', { files: [{ field: 'file', filename: 'p.png', content: PNG }] });
  reference = (await t.api('POST', '/claim', { json: claimBody([proof.body.data.id], { email: 'lin@example.com' }) })).body.data.public_reference;
});
afterAll(() => t.close());

const lookup = (email: string, ref: string) => t.api('POST', '/claim-details-request', { json: { promotion_id: GB, email, reference: ref } });

/** Headers as sent, without Date (the only one that may differ between two identical answers). */
const headersOf = (h: Headers) => [...h.entries()].filter(([name]) => name !== 'date');

describe('claim lookup', () => {
  it('answers a wrong e-mail and a wrong reference byte-identically (status, body, headers)', async () => {
    const otherReference = reference === '111-222-333' ? '111-222-334' : '111-222-333';
    const wrongEmail = await lookup('someone-else@example.com', reference);
    const wrongReference = await lookup('lin@example.com', otherReference);
    const both = await lookup('someone-else@example.com', otherReference);
    expect(wrongEmail.status).toBe(403);
    for (const other of [wrongReference, both]) {
      expect(other.status).toBe(wrongEmail.status);
      expect(other.bytes.equals(wrongEmail.bytes)).toBe(true);
      expect(headersOf(other.headers)).toEqual(headersOf(wrongEmail.headers));
    }
    expect(wrongEmail.headers.get('cache-control')).toBe('no-store');
  });

  it('finds the claim with the right pair, in any e-mail case, uncached', async () => {
    const r = await lookup('LIN@example.com', reference);
    expect(r.status).toBe(200);
    expect(r.body.data.reference).toBe(reference);
    expect(r.headers.get('cache-control')).toBe('no-store');
  });

  it(`limits lookups to ${LIMIT} a minute: then 429 with Retry-After and an ErrorBody, and never a 5xx under a flood`, async () => {
    let r;
    do r = await lookup('guess@example.com', '123-456-789');
    while (r.status === 403);
    expect(r.status).toBe(429);
    expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(r.body).toEqual({ errors: [{ code: 1, message: 'rate limited' }] });

    const flood = await Promise.all(Array.from({ length: 200 }, () => lookup('guess@example.com', '123-456-789')));
    expect(new Set(flood.map((a) => a.status))).toEqual(new Set([429]));
    expect(flood.every((a) => a.headers.get('retry-after'))).toBe(true);
    // One budget for every lookup by e-mail + reference, so guessing cannot move to another operation.
    const survey = await t.api('POST', '/survey-response', { json: { promotion_id: GB, public_reference: '123-456-789', email: 'guess@example.com', answers: [] } });
    expect(survey.status).toBe(429);
    expect((await fetch(`${t.origin}/healthz`)).status).toBe(200);
  });
});
