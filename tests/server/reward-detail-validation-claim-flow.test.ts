/**
 * POST /reward-detail-validation over real HTTP in the claim flow, before a claim exists: without claim_id only
 * the bank details are checked for their country (GB account number + sort code; US account number, ABA
 * routing number and account type; others IBAN of that country + SWIFT), legal_type required: 204 when valid,
 * 422 code 1 otherwise. With claim_id the my-claim check is unchanged; /reward-detail still needs the claim.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_COMMANDS } from '../../server/operator/commands';
import { claimBody, rewardDetailBody } from './claim-fixtures';
import { requestBodyValidator } from './contract-responses';
import { startHttpApp, type HttpTestApp } from './http-harness';
import { PNG } from './multipart';

let t: HttpTestApp;
beforeAll(async () => {
  t = await startHttpApp({ LOOKUP_RATE_LIMIT_PER_MINUTE: '0', UPLOAD_RATE_LIMIT_PER_MINUTE: '0', CLAIM_RATE_LIMIT_PER_MINUTE: '0' });
});
afterAll(() => t.close());

const validate = (json: unknown) => t.api('POST', '/reward-detail-validation', { json });
const check = (bank_transfer: Record<string, string>, legal_type = 'PRIVATE') => validate({ legal_type, bank_transfer: { account_name: 'Ada Lovelace', ...bank_transfer } });
const rule = { status: 422, body: { errors: [{ code: 1, message: expect.any(String) }] } };
const malformed = { status: 400, body: { errors: [{ code: 2, message: expect.any(String) }] } };

const GB_BANK = { country: 'GB', account_number: '12345678', sort_code: '11-22-99' };
const US_BANK = { country: 'US', account_number: '12345678', routing_number: '021000021', account_type: 'CHECKING' };
const DE_BANK = { country: 'DE', iban: 'DE89370400440532013000', swift: 'COBADEFFXXX' };

describe('claim flow: bank details without a claim', () => {
  it('the claim-flow bodies are ones the contract accepts', () => {
    const accepts = requestBodyValidator('post', '/reward-detail-validation');
    for (const bank of [GB_BANK, US_BANK, DE_BANK]) expect(accepts({ legal_type: 'PRIVATE', bank_transfer: { account_name: 'Ada Lovelace', ...bank } })).toBe(true);
  });

  it('GB: 204 for account number and sort code; 422 without either', async () => {
    const ok = await check(GB_BANK);
    expect(ok.status).toBe(204);
    expect(ok.bytes.length).toBe(0);
    expect(await check({ country: 'GB', account_number: '12345678' })).toMatchObject(rule);
    expect(await check({ country: 'GB', sort_code: '11-22-99' })).toMatchObject(rule);
    expect(await check({ ...GB_BANK, account_name: '   ' })).toMatchObject(rule);
  });

  it('US: 204 with account number, ABA routing number and account type; 422 for a bad checksum or no account type', async () => {
    expect((await check(US_BANK)).status).toBe(204);
    expect((await check({ ...US_BANK, account_type: 'SAVINGS' }, 'BUSINESS')).status).toBe(204);
    expect(await check({ ...US_BANK, routing_number: '021000022' })).toMatchObject(rule);
    const { account_type: _none, ...noAccountType } = US_BANK;
    expect(await check(noAccountType)).toMatchObject(rule);
    const { account_number: _n, ...noAccountNumber } = US_BANK;
    expect(await check(noAccountNumber)).toMatchObject(rule);
  });

  it('IBAN countries: 204 for a valid IBAN of the country and a BIC; 422 for a bad checksum, another country or no BIC', async () => {
    expect((await check(DE_BANK)).status).toBe(204);
    expect((await check({ country: 'FR', iban: 'FR1420041010050500013M02606', swift: 'PSSTFRPPPAR' })).status).toBe(204);
    expect(await check({ ...DE_BANK, iban: 'DE89370400440532013001' })).toMatchObject(rule);
    expect(await check({ ...DE_BANK, country: 'FR' })).toMatchObject(rule);
    expect(await check({ country: 'DE', iban: 'DE89370400440532013000' })).toMatchObject(rule);
  });

  it('400 code 2 without legal_type, for an unknown account type, for claim_id without a return reason, or an unknown property', async () => {
    expect(await validate({ bank_transfer: { account_name: 'Ada Lovelace', ...GB_BANK } })).toMatchObject(malformed);
    expect(await check({ ...US_BANK, account_type: 'BROKERAGE' })).toMatchObject(malformed);
    expect(await validate({ claim_id: 'claim-1', legal_type: 'PRIVATE', bank_transfer: { account_name: 'Ada Lovelace', ...GB_BANK } })).toMatchObject(malformed);
    expect(await validate({ legal_type: 'PRIVATE', bank_transfer: { account_name: 'Ada Lovelace', ...GB_BANK }, reference: 'x' })).toMatchObject(malformed);
    expect(await check({ ...GB_BANK, sort_code: '112299' })).toMatchObject(malformed);
  });

  it('a return reason without a claim is ignored', async () => {
    expect((await validate({ return_reason: 'n/a', legal_type: 'PRIVATE', bank_transfer: { account_name: 'Ada Lovelace', ...GB_BANK } })).status).toBe(204);
  });
});

describe('my-claim: with claim_id the check is unchanged', () => {
  let claimId: string;
  let reference: string;
  beforeAll(async () => {
    const proof = await t.api('POST', '/file-upload', { files: [{ field: 'file', filename: 'p.png', content: PNG }] });
    const created = await t.api('POST', '/claim', { json: claimBody([proof.body.data.id], { email: 'mary@example.com' }) });
    claimId = created.body.data.id;
    reference = created.body.data.public_reference;
  });

  it('422 while the claim is not awaiting action, 404 for an unknown claim, 204 once awaiting action, 422 for a blank reason', async () => {
    expect(await validate(rewardDetailBody(claimId))).toMatchObject(rule);
    expect((await validate(rewardDetailBody('no-such-claim'))).status).toBe(404);
    await OPERATOR_COMMANDS['claim-status'].run(t.app.db, [reference, 'AWAITING_ACTION'], new Date());
    await OPERATOR_COMMANDS['purchase-date'].run(t.app.db, [reference, '-0d'], new Date());
    expect((await validate(rewardDetailBody(claimId))).status).toBe(204);
    expect(await validate({ ...rewardDetailBody(claimId), return_reason: '   ' })).toMatchObject(rule);
    // As before, the my-claim check does not ask a US account type.
    expect((await validate({ ...rewardDetailBody(claimId), bank_transfer: { account_name: 'Ada Lovelace', country: 'US', account_number: '12345678', routing_number: '021000021' } })).status).toBe(204);
  });

  it('/reward-detail still needs claim_id and return_reason (400), and stores an account type when given', async () => {
    const bankOnly = { legal_type: 'PRIVATE', bank_transfer: { account_name: 'Ada Lovelace', ...GB_BANK } };
    expect(await t.api('POST', '/reward-detail', { json: bankOnly })).toMatchObject(malformed);
    expect(await t.api('POST', '/reward-detail', { json: { ...bankOnly, claim_id: claimId } })).toMatchObject(malformed);
    const stored = await t.api('POST', '/reward-detail', { json: { ...rewardDetailBody(claimId), bank_transfer: { account_name: 'Ada Lovelace', ...US_BANK } } });
    expect(stored.body).toEqual({ data: { claim_id: claimId, status: 'PENDING' } });
    const row = await t.app.db.selectFrom('claims').select('reward_detail').where('id', '=', claimId).executeTakeFirstOrThrow();
    expect(JSON.parse(String(row.reward_detail)).bank_transfer.account_type).toBe('CHECKING');
  });
});
