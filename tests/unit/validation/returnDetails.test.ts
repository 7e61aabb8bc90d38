import { describe, expect, it } from 'vitest';
import { toFieldErrors } from '../../../core/validation/toFieldErrors';
import { compileRegistry } from './compiled';

const { validators } = await compileRegistry();
const errors = (values: Record<string, unknown>) => toFieldErrors(validators.returnDetails, values);

const blank = { country: 'GB', accountName: '', accountNumber: '', sortCode: '', iban: '', swift: '', routingNumber: '', accountType: null, legalType: null };
const gb = { ...blank, accountName: "Ada O'Neill-Lovelace", accountNumber: '12345678', sortCode: '11-22-99', legalType: 'PRIVATE' };
const form = (bankDetails: Record<string, unknown> | null, returnReason: unknown = 'The screen flickers.') => errors({ bankDetails, returnReason });
const at = (path: string, alias: string) => ({ path, alias });

describe('returnDetails (my-claim return form)', () => {
  it('accepts GB bank details with a reason', () => {
    expect(form(gb)).toEqual([]);
    expect(form({ ...gb, legalType: 'BUSINESS' }, 'x'.repeat(2000))).toEqual([]);
  });

  it('lists every message of the empty form in screen order, the reason last', () => {
    expect(form(blank, '')).toEqual([
      at('bankDetails.accountName', 'errorsAccountNameEmpty'),
      at('bankDetails.accountNumber', 'errorsAccountNumberEmpty'),
      at('bankDetails.sortCode', 'errorsSortCodeEmpty'),
      at('bankDetails.legalType', 'errorsLegalTypeNotConfirmed'),
      at('returnReason', 'errorsReturnReasonEmpty'),
    ]);
  });

  it('needs a reason that is not blank and at most 2000 characters', () => {
    for (const reason of ['', '   \n ', null]) expect(form(gb, reason), String(reason)).toEqual([at('returnReason', 'errorsReturnReasonEmpty')]);
    expect(errors({ bankDetails: gb })).toEqual([at('returnReason', 'errorsReturnReasonEmpty')]);
    expect(form(gb, 'x'.repeat(2001))).toEqual([at('returnReason', 'errorsReturnReasonTooLong')]);
  });

  it('uses the claim flow messages for the GB account fields', () => {
    expect(form({ ...gb, accountNumber: '1234567' })).toEqual([at('bankDetails.accountNumber', 'errorsAccountNumberInvalidLength')]);
    expect(form({ ...gb, accountNumber: '1234567a' })).toEqual([at('bankDetails.accountNumber', 'errorsAccountNumberInvalid')]);
    expect(form({ ...gb, sortCode: '11-22-9' })).toEqual([at('bankDetails.sortCode', 'errorsSortCodeInvalid')]);
    expect(form({ ...gb, accountName: 'Ada <Lovelace>' })).toEqual([at('bankDetails.accountName', 'errorsAccountNameSpecialCharacters')]);
    expect(form({ ...gb, accountName: 'A'.repeat(101) })).toEqual([at('bankDetails.accountName', 'errorsAccountNameTooLong')]);
  });

  it('takes only a GB bank: another country, or no bank details at all, is the generic bank message', () => {
    expect(form({ ...gb, country: 'DE', iban: 'DE89370400440532013000', swift: 'DEUTDEFF' })).toEqual([at('bankDetails.country', 'errorsBankGeneric')]);
    expect(form(null)).toEqual([at('bankDetails', 'errorsBankGeneric')]);
    expect(errors({ returnReason: 'Faulty' })).toEqual([at('bankDetails', 'errorsBankGeneric')]);
  });
});
