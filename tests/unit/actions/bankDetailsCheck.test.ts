import { afterEach, describe, expect, it, vi } from 'vitest';
import bankDetailsCheck from '../../../core/actions/bankDetailsCheck';
import { bankTransferOf } from '../../../core/actions/support/bankTransfer';
import { answer, failure, fakeContext, type Answer } from './fakeContext';

const blank = { accountName: '', accountNumber: '', sortCode: '', iban: '', swift: '', routingNumber: '', accountType: null, legalType: null };
const gb = { ...blank, country: 'GB', accountName: 'Ada Lovelace', accountNumber: '12345678', sortCode: '11-22-99', legalType: 'PRIVATE', iban: 'stale', swift: 'stale' };
const us = { ...blank, country: 'US', accountName: 'Ada Lovelace', accountNumber: '87654321', routingNumber: '011000015', accountType: 'CHECKING', legalType: 'BUSINESS' };
const de = { ...blank, country: 'DE', accountName: 'Jürgen Müller', iban: 'DE89370400440532013000', swift: 'DEUTDEFF', legalType: 'PRIVATE', sortCode: '11-22-99' };

const noContent = (): Answer => ({ data: undefined, error: undefined, response: { status: 204 } });

async function check(bankDetails: Record<string, unknown>, reply: () => Answer | Promise<Answer> = noContent, rewardMethod = 'bank_transfer') {
  const fake = fakeContext({ values: { rewardMethod, bankDetails }, post: reply });
  return { result: await bankDetailsCheck(fake.ctx), ...fake };
}

afterEach(() => vi.restoreAllMocks());

describe('bankDetailsCheck', () => {
  it('does nothing for a gift or PayPal', async () => {
    for (const method of ['gift', 'paypal']) {
      const { result, POST } = await check(gb, noContent, method);
      expect(result).toEqual({ ok: true });
      expect(POST).not.toHaveBeenCalled();
    }
  });

  it('GB: sends account name, number, sort code and country only, without claim id or return reason', async () => {
    const { result, bodies } = await check(gb);
    expect(result).toEqual({ ok: true });
    expect(bodies('/reward-detail-validation')).toEqual([
      { legal_type: 'PRIVATE', bank_transfer: { account_name: 'Ada Lovelace', account_number: '12345678', sort_code: '11-22-99', country: 'GB' } },
    ]);
  });

  it('US: sends routing number and account type', async () => {
    const { result, bodies } = await check(us);
    expect(result).toEqual({ ok: true });
    expect(bodies('/reward-detail-validation')).toEqual([
      {
        legal_type: 'BUSINESS',
        bank_transfer: { account_name: 'Ada Lovelace', account_number: '87654321', routing_number: '011000015', account_type: 'CHECKING', country: 'US' },
      },
    ]);
  });

  it('IBAN country: sends IBAN and SWIFT (upper case, no spaces)', async () => {
    const { result, bodies } = await check({ ...de, iban: 'de89 3704 0044 0532 0130 00', swift: 'deutdeff' });
    expect(result).toEqual({ ok: true });
    expect(bodies('/reward-detail-validation')).toEqual([
      { legal_type: 'PRIVATE', bank_transfer: { account_name: 'Jürgen Müller', iban: 'DE89370400440532013000', swift: 'DEUTDEFF', country: 'DE' } },
    ]);
  });

  it('IBAN country: a wrong IBAN checksum or BIC stops at their fields before the server is asked', async () => {
    const { result, POST } = await check({ ...de, iban: 'DE89370400440532013001', swift: 'DEUT1EFF' });
    expect(result).toEqual({
      ok: false,
      errors: [
        { path: 'bankDetails.iban', alias: 'errorsIbanInvalid' },
        { path: 'bankDetails.swift', alias: 'errorsSwiftInvalid' },
      ],
    });
    expect(POST).not.toHaveBeenCalled();
  });

  it('IBAN country: an IBAN of another country than the bank country is named as such', async () => {
    const { result, POST } = await check({ ...de, country: 'FR' });
    expect(result).toEqual({ ok: false, errors: [{ path: 'bankDetails.iban', alias: 'errorsIbanCountryMismatch' }] });
    expect(POST).not.toHaveBeenCalled();
  });

  it('shows the generic bank error in the summary when the server does not answer 204 (GB, US and IBAN sets)', async () => {
    for (const details of [gb, us, de])
      for (const reply of [() => failure(422, { errors: [{ code: 1 }] }), () => failure(400), () => answer({}, 200), () => failure(500)]) {
        const { result } = await check(details, reply);
        expect(result, String(details.country)).toEqual({ ok: false, errors: [{ alias: 'errorsBankGeneric' }] });
      }
  });

  it('shows the generic bank error when the request itself fails', async () => {
    const { result } = await check(gb, () => Promise.reject(new TypeError('Failed to fetch')));
    expect(result).toEqual({ ok: false, errors: [{ alias: 'errorsBankGeneric' }] });
  });

  it('never logs bank details, whatever happens', async () => {
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((method) => vi.spyOn(console, method).mockImplementation(() => {}));
    await check(gb);
    await check(us, () => failure(422, { errors: [{ code: 1, message: 'Bank details: routing_number is invalid' }] }));
    await check({ ...de, iban: 'DE00' });
    await check(de, () => Promise.reject(new Error(`boom ${de.iban}`)));
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  });
});

describe('bankTransferOf (the bank_transfer part of payloads)', () => {
  it('leaves out empty fields and those of other countries', () => {
    expect(bankTransferOf({ country: 'GB', accountName: ' Ada ', accountNumber: '', sortCode: '11-22-99', iban: 'X' })).toEqual({
      account_name: 'Ada',
      sort_code: '11-22-99',
      country: 'GB',
    });
  });
});
