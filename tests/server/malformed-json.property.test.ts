/**
 * Property: every JSON POST operation answers malformed, unexpected and oversized bodies with 400 code 2
 * (an ErrorBody the contract documents, checked by the test app), stores nothing and keeps answering.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimBody, GB, rewardDetailBody } from './claim-fixtures';
import { requestBodyValidator } from './contract-responses';
import { malformedBodies, unreadableJson } from './malformed-payloads';
import { storageSnapshot } from './storage-snapshot';
import { createTestApp, type TestApp } from './test-app';
import path from 'node:path';

const lookup = { promotion_id: GB, email: 'ada@example.com', reference: '123-456-789' };

/** A body the contract accepts, per operation path (template, url). */
const VALID_BODIES: Array<[string, string, unknown]> = [
  ['/content-manifest', '/content-manifest', { type: 'alias', locales: ['en-GB'], ids: ['homeTitle'], prefix: 'home' }],
  ['/claim-window-check', '/claim-window-check', { promotion_id: GB, purchase_date: '2022-11-01T12:00:00+00:00' }],
  ['/phone-number-check', '/phone-number-check', { number: '+447400123456' }],
  ['/address-lookup', '/address-lookup', { country: 'GB', query: 'SW1A 2AA' }],
  ['/product-check', '/product-check', { promotion_id: GB, product_id: 'pixel-7-128-snow', purchase_date: '2022-11-01T12:00:00+00:00' }],
  ['/product-identifier-check', '/product-identifier-check', { promotion_id: GB, imei: ['352823110000170'], serial: ['SN12345678'] }],
  ['/claim', '/claim', claimBody(['upload-1'], { imei: '352823110000170', serial: 'SN12345678' })],
  ['/claim-details-request', '/claim-details-request', lookup],
  ['/reward-detail', '/reward-detail', rewardDetailBody('claim-1')],
  ['/reward-detail-validation', '/reward-detail-validation', rewardDetailBody('claim-1')],
  ['/reward-detail-validation', '/reward-detail-validation', { legal_type: 'PRIVATE', bank_transfer: { account_name: 'Ada Lovelace', account_number: '12345678', routing_number: '021000021', account_type: 'CHECKING', country: 'US' } }],
  ['/web-visitor', '/web-visitor', { promotion_id: GB }],
  ['/promotion/{id}/reward-methods', `/promotion/${GB}/reward-methods`, { promotion_id: GB, product_id: 'pixel-7-128-snow' }],
  ['/survey-response', '/survey-response', { promotion_id: GB, public_reference: '123-456-789', email: 'ada@example.com', answers: [{ key: 'PROMOTION_SATISFACTION', prompt_alias: 'surveySatisfaction', prompt: 'How satisfied?', response: 'Very satisfied' }] }],
  ['/trade-in-document', '/trade-in-document', { ...lookup, consignment_id: 'cons-1', locales: ['en-GB'] }],
  ['/revaluation-approval', '/revaluation-approval', { ...lookup, value: { currency: 'GBP', amount: 49.99 } }],
  ['/revaluation-rejection', '/revaluation-rejection', lookup],
  ['/audit-document', '/audit-document', { ...lookup, audit_document_id: 'audit-1' }],
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOOKUP_RATE_LIMIT_PER_MINUTE: '0', CLAIM_RATE_LIMIT_PER_MINUTE: '0' });
});
afterAll(() => t.close());

const snapshot = () => storageSnapshot(t.app.db, path.join(t.dir, 'data'));
const send = (url: string, payload: string, contentType = 'application/json') =>
  t.app.inject({ method: 'POST', url: `/api/2022launch${url}`, headers: { 'content-type': contentType }, payload });

function expectMalformed(r: { statusCode: number; json: () => any }, what: string) {
  expect(r.statusCode, what).toBe(400);
  expect(r.json(), what).toEqual({ errors: [{ code: 2, message: expect.any(String) }] });
}

describe.each(VALID_BODIES)('POST %s', (template, url, valid) => {
  const isValid = requestBodyValidator('post', template);

  it('the base body is one the contract accepts (so each mutation below is a real defect)', () => {
    expect(isValid(valid)).toBe(true);
  });

  it('answers 400 code 2 to malformed bodies and unreadable JSON, storing nothing', async () => {
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(fc.oneof(malformedBodies(valid, isValid).map((b) => JSON.stringify(b)), unreadableJson), async (payload) => {
        expectMalformed(await send(url, payload), payload.slice(0, 200));
      }),
      { numRuns: 25 },
    );
    expect(await snapshot()).toEqual(before);
  });

  it('answers 400 code 2 to an oversized body and to a non-JSON content type, and keeps answering', async () => {
    const before = await snapshot();
    expectMalformed(await send(url, JSON.stringify({ ...(valid as object), padding: 'x'.repeat(1_100_000) })), 'oversized');
    expectMalformed(await send(url, JSON.stringify(valid), 'text/plain'), 'text/plain');
    expectMalformed(await send(url, 'a=1', 'application/x-www-form-urlencoded'), 'form-urlencoded');
    expect(await snapshot()).toEqual(before);
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});
