/**
 * Bank details of a return are checked by the input set of their country (spec section 3): GB account number
 * + sort code, US account number + ABA routing number (checksum), others IBAN (checksum, same country) + SWIFT.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimBody, rewardDetailBody, today } from './claim-fixtures';
import { multipart, PNG } from './multipart';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let claimId: string;
beforeAll(async () => {
  t = await createTestApp();
  const proof = await t.app.inject({ method: 'POST', url: '/api/2022launch/file-upload', ...multipart({}, [{ field: 'file', filename: 'p.png', content: PNG }]) });
  claimId = (await t.call('POST', '/claim', claimBody([proof.json().data.id]))).body.data.id;
  await t.app.db.updateTable('claims').set({ status: 'AWAITING_ACTION', purchase_date: today() }).where('id', '=', claimId).execute();
});
afterAll(() => t.close());

const check = async (bank_transfer: Record<string, string>) => (await t.call('POST', '/reward-detail-validation', { ...rewardDetailBody(claimId), bank_transfer: { account_name: 'Ada Lovelace', ...bank_transfer } })).status;

describe('bank input sets by country', () => {
  it('GB: account number and sort code', async () => {
    expect(await check({ country: 'GB', account_number: '12345678', sort_code: '11-22-33' })).toBe(204);
    expect(await check({ country: 'GB', account_number: '12345678' })).toBe(422);
    expect(await check({ country: 'GB', sort_code: '11-22-33' })).toBe(422);
    // A UK account number has 8 digits: 9 (which the contract takes for a US account) is refused for GB.
    expect(await check({ country: 'GB', account_number: '123456789', sort_code: '11-22-33' })).toBe(422);
  });

  it('US: account number and a routing number with a valid ABA checksum', async () => {
    expect(await check({ country: 'US', account_number: '12345678', routing_number: '021000021' })).toBe(204);
    expect(await check({ country: 'US', account_number: '12345678', routing_number: '021000022' })).toBe(422);
    expect(await check({ country: 'US', routing_number: '021000021' })).toBe(422);
  });

  it('US: account numbers of 4 to 17 digits, all of them kept', async () => {
    for (const account_number of ['1234', '000123456789', '12345678901234567'])
      expect(await check({ country: 'US', account_number, routing_number: '021000021' }), account_number).toBe(204);
    // Shorter or longer than any country's account number: the contract refuses it.
    for (const account_number of ['123', '123456789012345678'])
      expect(await check({ country: 'US', account_number, routing_number: '021000021' }), account_number).toBe(400);
  });

  it('other countries: an IBAN with a valid checksum of that country, and a SWIFT code', async () => {
    expect(await check({ country: 'DE', iban: 'DE89370400440532013000', swift: 'DEUTDEFF' })).toBe(204);
    expect(await check({ country: 'IE', iban: 'IE29AIBK93115212345678', swift: 'AIBKIE2D' })).toBe(204);
    expect(await check({ country: 'DE', iban: 'DE89370400440532013001', swift: 'DEUTDEFF' })).toBe(422);
    expect(await check({ country: 'FR', iban: 'DE89370400440532013000', swift: 'DEUTDEFF' })).toBe(422);
    expect(await check({ country: 'DE', iban: 'DE89370400440532013000' })).toBe(422);
  });

  it('needs a return reason with content', async () => {
    const r = await t.call('POST', '/reward-detail-validation', { ...rewardDetailBody(claimId), return_reason: '   ' });
    expect(r).toMatchObject({ status: 422, body: { errors: [{ code: 1 }] } });
  });
});
