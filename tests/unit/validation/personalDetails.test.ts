import { describe, expect, it } from 'vitest';
import { validators } from '../../../src/validation/generated';
import { toFieldErrors } from '../../../src/validation/toFieldErrors';

const valid = {
  title: 'MS',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  address1: '1 High Street',
  address2: '',
  city: 'London',
  county: 'Greater London',
  postCode: 'SW1A1AA',
  mobilePhone: '+447400123456',
  telephone: '',
  claimType: 'PERSONAL',
};
const errorsFor = (values: object) => toFieldErrors(validators.personalDetails, { ...valid, ...values });

describe('personal details messages (spec sections 5 and 8)', () => {
  it('accepts a complete personal claim', () => {
    expect(errorsFor({})).toEqual([]);
  });

  it('asks for a phone number at both phone fields, with no generic message', () => {
    expect(errorsFor({ mobilePhone: '', telephone: ' ' })).toEqual([
      { path: 'mobilePhone', alias: 'errorsPhoneRequired' },
      { path: 'telephone', alias: 'errorsPhoneRequired' },
    ]);
  });

  it('asks for the company of a business claim, with no generic message', () => {
    expect(errorsFor({ claimType: 'BUSINESS', company: '' })).toEqual([{ path: 'company', alias: 'errorsCompanyEmpty' }]);
  });

  it('names the exact problem of each address field', () => {
    expect(errorsFor({ address1: 'PO Box 12' })).toEqual([{ path: 'address1', alias: 'errorsAddressPoBox' }]);
    expect(errorsFor({ address1: 'Flat #3' })).toEqual([{ path: 'address1', alias: 'errorsAddressSpecialCharacters' }]);
    expect(errorsFor({ address2: 'x<>' })).toEqual([{ path: 'address2', alias: 'errorsAddressSpecialCharacters' }]);
    expect(errorsFor({ city: '!!' })).toEqual([{ path: 'city', alias: 'errorsCitySpecialCharacters' }]);
    expect(errorsFor({ county: 'Kent;' })).toEqual([{ path: 'county', alias: 'errorsCountySpecialCharacters' }]);
    expect(errorsFor({ postCode: 'SW1A 1A#' })).toEqual([{ path: 'postCode', alias: 'errorsPostcodeSpecialCharacters' }]);
    expect(errorsFor({ postCode: '' })).toEqual([{ path: 'postCode', alias: 'errorsPostcodeEmpty' }]);
  });
});

describe('purchased items must not repeat an identifier', () => {
  const purchase = (items: object[]) =>
    toFieldErrors(validators.purchaseDetails, { invoiceDate: '2022-11-01', resellerId: 'currys', reference: 'INV-1', items });

  it('flags a repeated serial on the later item with its own message', () => {
    expect(
      purchase([
        { productId: 'p', productImei: '490154203237518', productSerial: 'SER1' },
        { productId: 'p', productImei: '352823110000170', productSerial: 'SER1' },
      ]),
    ).toEqual([{ path: 'items.1.productSerial', alias: 'errorsSerialNotUnique' }]);
  });

  it('does not treat empty serials as repeats', () => {
    expect(
      purchase([
        { productId: 'p', productImei: '490154203237518', productSerial: '' },
        { productId: 'p', productImei: '352823110000170', productSerial: '' },
      ]),
    ).toEqual([]);
  });
});
