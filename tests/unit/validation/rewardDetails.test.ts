import { describe, expect, it } from 'vitest';
import { ACCOUNT_NUMBER_LENGTHS } from '../../../core/rules/bankInputSets';
import { toFieldErrors } from '../../../core/validation/toFieldErrors';
import { compileRegistry } from './compiled';

const { validators } = await compileRegistry();
const errors = (values: Record<string, unknown>) => toFieldErrors(validators.rewardDetails, values);

const blankBank = { accountName: '', accountNumber: '', sortCode: '', iban: '', swift: '', routingNumber: '', accountType: null, legalType: null };
const gb = { ...blankBank, country: 'GB', accountName: "Ada O'Neill-Lovelace", accountNumber: '12345678', sortCode: '11-22-99', legalType: 'PRIVATE' };
const us = { ...blankBank, country: 'US', accountName: 'Ada Lovelace', accountNumber: '12345678', routingNumber: '011000015', accountType: 'CHECKING', legalType: 'BUSINESS' };
const de = { ...blankBank, country: 'DE', accountName: 'Jürgen Müller', iban: 'DE89370400440532013000', swift: 'DEUTDEFF', legalType: 'PRIVATE' };
const bank = (details: Record<string, unknown>) => errors({ rewardMethod: 'bank_transfer', bankDetails: details });
const at = (path: string, alias: string) => [{ path, alias }];

describe('reward method', () => {
  it('must be bank_transfer, paypal or gift', () => {
    expect(errors({})).toEqual(at('rewardMethod', 'errorsRewardMethodNotSelected'));
    expect(errors({ rewardMethod: null })).toEqual(at('rewardMethod', 'errorsRewardMethodNotSelected'));
    expect(errors({ rewardMethod: 'voucher' })).toEqual(at('rewardMethod', 'errorsRewardMethodNotSelected'));
  });
});

describe('gift', () => {
  it('needs the chosen gift', () => {
    expect(errors({ rewardMethod: 'gift', rewardPreference: 'GIFT-PIXEL-BUDS-PRO-FOG' })).toEqual([]);
    for (const rewardPreference of [null, '', undefined])
      expect(errors({ rewardMethod: 'gift', rewardPreference }), String(rewardPreference)).toEqual(at('rewardPreference', 'errorsRewardPreferenceNotSet'));
  });

  it('ignores the answers of the other methods', () => {
    expect(errors({ rewardMethod: 'gift', rewardPreference: 'G', payPalEmail: 'nope', bankDetails: { country: 'GB' } })).toEqual([]);
  });
});

describe('PayPal', () => {
  it('needs a valid e-mail address', () => {
    expect(errors({ rewardMethod: 'paypal', payPalEmail: 'ada@example.com' })).toEqual([]);
    expect(errors({ rewardMethod: 'paypal', payPalEmail: '' })).toEqual(at('payPalEmail', 'errorsPayPalEmailEmpty'));
    expect(errors({ rewardMethod: 'paypal' })).toEqual(at('payPalEmail', 'errorsInvalidEmail'));
    for (const payPalEmail of ['ada', 'ada@example', 'ada @example.com', '@example.com'])
      expect(errors({ rewardMethod: 'paypal', payPalEmail }), payPalEmail).toEqual(at('payPalEmail', 'errorsInvalidEmail'));
  });

  it('does not need a gift', () => {
    expect(errors({ rewardMethod: 'paypal', payPalEmail: 'ada@example.com', rewardPreference: null })).toEqual([]);
  });
});

describe('bank transfer: every country', () => {
  it('needs the bank details', () => {
    expect(errors({ rewardMethod: 'bank_transfer' })).toEqual(at('bankDetails', 'errorsBankGeneric'));
  });

  it('checks the account name: empty, special characters, at most 100 characters', () => {
    for (const accountName of ['', '   ', null]) expect(bank({ ...gb, accountName }), String(accountName)).toEqual(at('bankDetails.accountName', 'errorsAccountNameEmpty'));
    for (const accountName of ['Ada & Co', 'Ada.Lovelace', 'Ada (Ltd)', 'A/B'])
      expect(bank({ ...gb, accountName }), accountName).toEqual(at('bankDetails.accountName', 'errorsAccountNameSpecialCharacters'));
    expect(bank({ ...gb, accountName: 'A'.repeat(100) })).toEqual([]);
    expect(bank({ ...gb, accountName: 'A'.repeat(101) })).toEqual(at('bankDetails.accountName', 'errorsAccountNameTooLong'));
  });

  it('needs the legal type confirmed', () => {
    for (const legalType of [null, '', 'PERSON'])
      expect(bank({ ...de, legalType }), String(legalType)).toEqual(at('bankDetails.legalType', 'errorsLegalTypeNotConfirmed'));
  });
});

describe('bank transfer: GB (account number, sort code)', () => {
  it('accepts a complete GB set without IBAN, SWIFT or routing number', () => {
    expect(bank(gb)).toEqual([]);
  });

  it('checks the account number: empty, not digits, not 8 digits', () => {
    expect(bank({ ...gb, accountNumber: '' })).toEqual(at('bankDetails.accountNumber', 'errorsAccountNumberEmpty'));
    expect(bank({ ...gb, accountNumber: null })).toEqual(at('bankDetails.accountNumber', 'errorsAccountNumberEmpty'));
    for (const accountNumber of ['1234567a', '1234 567', '12-34'])
      expect(bank({ ...gb, accountNumber }), accountNumber).toEqual(at('bankDetails.accountNumber', 'errorsAccountNumberInvalid'));
    for (const accountNumber of ['1', '1234567', '123456789'])
      expect(bank({ ...gb, accountNumber }), accountNumber).toEqual(at('bankDetails.accountNumber', 'errorsAccountNumberInvalidLength'));
  });

  it('checks the sort code: empty, not dd-dd-dd', () => {
    expect(bank({ ...gb, sortCode: '' })).toEqual(at('bankDetails.sortCode', 'errorsSortCodeEmpty'));
    for (const sortCode of ['11--99', '112299', '11-22-9', '1a-22-99'])
      expect(bank({ ...gb, sortCode }), sortCode).toEqual(at('bankDetails.sortCode', 'errorsSortCodeInvalid'));
  });

  it('lists every missing field of a blank GB set at once, in screen order', () => {
    expect(bank({ ...blankBank, country: 'GB' })).toEqual([
      { path: 'bankDetails.accountName', alias: 'errorsAccountNameEmpty' },
      { path: 'bankDetails.accountNumber', alias: 'errorsAccountNumberEmpty' },
      { path: 'bankDetails.sortCode', alias: 'errorsSortCodeEmpty' },
      { path: 'bankDetails.legalType', alias: 'errorsLegalTypeNotConfirmed' },
    ]);
  });
});

describe('bank transfer: US (account number, routing number, account type)', () => {
  it('accepts a complete US set', () => {
    expect(bank(us)).toEqual([]);
  });

  it('checks the routing number and the account type', () => {
    expect(bank({ ...us, routingNumber: '' })).toEqual(at('bankDetails.routingNumber', 'errorsRoutingNumberEmpty'));
    expect(bank({ ...us, routingNumber: '01100001' })).toEqual(at('bankDetails.routingNumber', 'errorsRoutingNumberInvalid'));
    expect(bank({ ...us, accountType: null })).toEqual(at('bankDetails.accountType', 'errorsAccountTypeNotConfirmed'));
  });

  it('takes a US account number of each length ACCOUNT_NUMBER_LENGTHS allows, and refuses others with their own message', () => {
    const { min, max } = ACCOUNT_NUMBER_LENGTHS.routing;
    expect([min, max]).toEqual([4, 17]);
    for (const accountNumber of ['1234', '000123456789', '1'.repeat(max)]) expect(bank({ ...us, accountNumber }), accountNumber).toEqual([]);
    for (const accountNumber of ['123', '1'.repeat(max + 1)])
      expect(bank({ ...us, accountNumber }), accountNumber).toEqual(at('bankDetails.accountNumber', 'errorsUsAccountNumberInvalidLength'));
  });

  it('holds the UK account number to the length ACCOUNT_NUMBER_LENGTHS says', () => {
    const { min, max } = ACCOUNT_NUMBER_LENGTHS.sortCode;
    expect(bank({ ...gb, accountNumber: '1'.repeat(min) })).toEqual([]);
    for (const accountNumber of ['1'.repeat(min - 1), '1'.repeat(max + 1)])
      expect(bank({ ...gb, accountNumber }), accountNumber).toEqual(at('bankDetails.accountNumber', 'errorsAccountNumberInvalidLength'));
  });

  it('lists every missing field of a blank US set at once, and no sort code', () => {
    expect(bank({ ...blankBank, country: 'US' })).toEqual([
      { path: 'bankDetails.accountName', alias: 'errorsAccountNameEmpty' },
      { path: 'bankDetails.accountNumber', alias: 'errorsAccountNumberEmpty' },
      { path: 'bankDetails.routingNumber', alias: 'errorsRoutingNumberEmpty' },
      { path: 'bankDetails.accountType', alias: 'errorsAccountTypeNotConfirmed' },
      { path: 'bankDetails.legalType', alias: 'errorsLegalTypeNotConfirmed' },
    ]);
  });
});

describe('bank transfer: IBAN countries (IBAN, SWIFT)', () => {
  it('accepts a complete set for IE, DE and FR without account number or sort code', () => {
    for (const country of ['IE', 'DE', 'FR']) expect(bank({ ...de, country }), country).toEqual([]);
  });

  it('needs IBAN and SWIFT (their format is checked by the bankDetailsCheck action)', () => {
    expect(bank({ ...de, iban: '' })).toEqual(at('bankDetails.iban', 'errorsIbanEmpty'));
    expect(bank({ ...de, swift: ' ' })).toEqual(at('bankDetails.swift', 'errorsSwiftEmpty'));
    expect(bank({ ...de, iban: 'D'.repeat(35) })).toEqual(at('bankDetails.iban', 'errorsIbanInvalid'));
    expect(bank({ ...blankBank, country: 'FR' })).toEqual([
      { path: 'bankDetails.accountName', alias: 'errorsAccountNameEmpty' },
      { path: 'bankDetails.iban', alias: 'errorsIbanEmpty' },
      { path: 'bankDetails.swift', alias: 'errorsSwiftEmpty' },
      { path: 'bankDetails.legalType', alias: 'errorsLegalTypeNotConfirmed' },
    ]);
  });

  it('ignores what was typed for another country before the country changed', () => {
    expect(bank({ ...de, accountNumber: 'x', sortCode: '1' })).toEqual([]);
    expect(bank({ ...gb, iban: 'junk', swift: '?' })).toEqual([]);
  });
});
