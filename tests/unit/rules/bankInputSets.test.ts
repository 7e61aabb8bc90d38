/** One definition of the bank input sets by country, read by the widget, the actions and the server alike. */
import { describe, expect, it } from 'vitest';
import { bankDetailsError } from '../../../server/promotion-api/domain/bank-details';
import { bankTransferOf } from '../../../core/actions/support/bankTransfer';
import { bankDetailsProblems, ibanProblem, isValidAbaRoutingNumber } from '../../../core/rules/bankDetailsChecks';
import { BANK_DRAFT_FIELDS, bankFieldsOf, bankInputSetOf } from '../../../core/rules/bankInputSets';
import { blankBankDetails, withCountry } from '../../../src/widgets/BankDetails/bankDetails';

const FULL = { accountName: 'Ada', accountNumber: '12345678', sortCode: '112233', iban: 'de89 3704 0044 0532 0130 00', swift: 'deutdeff', routingNumber: '021000021', accountType: 'CHECKING' as const, legalType: 'PRIVATE' as const };

describe('bank input sets', () => {
  it('GB: sort code, US: routing number, every other country: IBAN', () => {
    expect(bankInputSetOf('GB')).toBe('sortCode');
    expect(bankInputSetOf('US')).toBe('routing');
    for (const country of ['DE', 'FR', 'IE', undefined]) expect(bankInputSetOf(country)).toBe('iban');
    expect(bankFieldsOf('GB')).toEqual(['account_number', 'sort_code']);
    expect(bankFieldsOf('US')).toEqual(['account_number', 'routing_number', 'account_type']);
    expect(bankFieldsOf('DE')).toEqual(['iban', 'swift']);
  });

  it("the claim's payload and the widget keep exactly the country's fields", () => {
    for (const country of ['GB', 'US', 'DE']) {
      const sent = Object.keys(bankTransferOf({ ...FULL, country })).filter((field) => field !== 'account_name' && field !== 'country');
      expect(sent, country).toEqual(bankFieldsOf(country));
      const kept = withCountry({ ...blankBankDetails('GB'), ...FULL }, country);
      const draftFields = Object.values(BANK_DRAFT_FIELDS);
      expect(draftFields.filter((field) => kept[field]), country).toEqual(bankFieldsOf(country).map((field) => BANK_DRAFT_FIELDS[field]));
    }
    expect(bankTransferOf({ ...FULL, country: 'DE' })).toMatchObject({ iban: 'DE89370400440532013000', swift: 'DEUTDEFF' });
  });

  it('what the site sends for a complete account, the server accepts', () => {
    for (const country of ['GB', 'US', 'DE']) {
      const payload = bankTransferOf({ ...FULL, country, iban: country === 'DE' ? FULL.iban : '' });
      expect(bankDetailsProblems({ ...payload, country }, true), country).toEqual([]);
      expect(bankDetailsError({ ...payload, country }, true), country).toBeUndefined();
    }
  });

  it('names each problem; the server words them as before', () => {
    expect(bankDetailsError({ country: 'GB' }, true)).toBe('Bank details: account_name is required, account_number is required for GB, sort_code is required for GB');
    expect(bankDetailsError({ country: 'US', account_name: 'A', account_number: '1', routing_number: '021000022' }, true)).toBe(
      'Bank details: account_number is invalid, routing_number is invalid, account_type is required for US',
    );
    expect(bankDetailsError({ country: 'US', account_name: 'A', account_number: '0001', routing_number: '021000021' }, false)).toBeUndefined();
    expect(bankDetailsError({ country: 'GB', account_name: 'A', account_number: '123456789', sort_code: '11-22-33' }, false)).toBe('Bank details: account_number is invalid');
    expect(bankDetailsError({ country: 'FR', account_name: 'A', iban: 'DE89370400440532013000', swift: 'DEUTDEFF' }, true)).toBe('Bank details: iban does not belong to the country');
    expect(bankDetailsError({ country: 'DE', account_name: 'A', iban: 'DE89370400440532013001', swift: 'x' }, true)).toBe('Bank details: iban is invalid, swift is invalid');
  });

  it('IBAN and ABA checksums', () => {
    expect(ibanProblem('DE89370400440532013000', 'DE')).toBeUndefined();
    expect(ibanProblem('DE89370400440532013000', 'FR')).toBe('otherCountry');
    expect(ibanProblem('DE89370400440532013001', 'DE')).toBe('invalid');
    expect(ibanProblem('', 'DE')).toBe('invalid');
    expect(isValidAbaRoutingNumber('021000021')).toBe(true);
    expect(isValidAbaRoutingNumber('021000022')).toBe(false);
    expect(isValidAbaRoutingNumber('02100002')).toBe(false);
  });
});
