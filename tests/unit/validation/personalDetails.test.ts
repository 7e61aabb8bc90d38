import { describe, expect, it } from 'vitest';
import { validators } from '../../../src/validation/generated';
import { toFieldErrors } from '../../../core/validation/toFieldErrors';

const phone = (input: string, international = '') => ({ input, international, iso2: 'gb', regionCode: '44' });
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
  country: 'GB',
  mobilePhone: phone('07400 123456', '+447400123456'),
  telephone: phone(''),
  claimType: 'PERSONAL',
};
const errorsFor = (values: object) => toFieldErrors(validators.personalDetails, { ...valid, ...values });
const only = (path: string, alias: string) => [{ path, alias }];

describe('personal details messages (spec sections 5 and 8)', () => {
  it('accepts a complete personal claim', () => {
    expect(errorsFor({})).toEqual([]);
  });

  it('lists the errors of an empty form in page order, for the error summary', () => {
    const empty = { claimType: 'BUSINESS', title: null, firstName: '', lastName: '', company: '', email: '', mobilePhone: phone(''), telephone: phone('') };
    const blankAddress = { address1: '', address2: '', city: '', county: null, postCode: '', country: '' };
    expect(toFieldErrors(validators.personalDetails, { ...empty, ...blankAddress }).map((error) => error.path)).toEqual([
      'title', 'firstName', 'lastName', 'company', 'email', 'mobilePhone', 'telephone', 'address1', 'city', 'county', 'postCode', 'country',
    ]);
  });

  it('needs a title, first and last name, e-mail, city, county, postcode and country', () => {
    expect(errorsFor({ title: null })).toEqual(only('title', 'errorsTitleNotSelected'));
    expect(errorsFor({ firstName: ' ' })).toEqual(only('firstName', 'errorsFirstNameEmpty'));
    expect(errorsFor({ lastName: '' })).toEqual(only('lastName', 'errorsLastNameEmpty'));
    expect(errorsFor({ email: 'ada@example' })).toEqual(only('email', 'errorsInvalidEmail'));
    expect(errorsFor({ city: '' })).toEqual(only('city', 'errorsCityEmpty'));
    expect(errorsFor({ county: null })).toEqual(only('county', 'errorsCountyEmpty'));
    expect(errorsFor({ country: '' })).toEqual(only('country', 'errorsCountryNotSelected'));
  });

  it('keeps names to 50 characters without special characters', () => {
    expect(errorsFor({ firstName: 'A'.repeat(50), lastName: "O'Brien-Smith" })).toEqual([]);
    expect(errorsFor({ firstName: 'A'.repeat(51) })).toEqual(only('firstName', 'errorsFirstNameTooLong'));
    expect(errorsFor({ lastName: 'B'.repeat(51) })).toEqual(only('lastName', 'errorsLastNameTooLong'));
    expect(errorsFor({ firstName: 'Ada!' })).toEqual(only('firstName', 'errorsFirstNameSpecialCharacters'));
    expect(errorsFor({ lastName: 'Love@lace' })).toEqual(only('lastName', 'errorsLastNameSpecialCharacters'));
  });

  it('asks for the company of a business claim only, with no generic message', () => {
    expect(errorsFor({ claimType: 'BUSINESS', company: '' })).toEqual(only('company', 'errorsCompanyEmpty'));
    expect(errorsFor({ claimType: 'BUSINESS', company: 'Acme Ltd' })).toEqual([]);
    expect(errorsFor({ claimType: 'PERSONAL', company: '' })).toEqual([]);
  });

  it('names the exact problem of each address field', () => {
    expect(errorsFor({ address1: ' ' })).toEqual(only('address1', 'errorsAddressEmpty'));
    expect(errorsFor({ address1: 'Flat #3' })).toEqual(only('address1', 'errorsAddressSpecialCharacters'));
    expect(errorsFor({ address2: 'x<>' })).toEqual(only('address2', 'errorsAddressSpecialCharacters'));
    expect(errorsFor({ city: '!!' })).toEqual(only('city', 'errorsCitySpecialCharacters'));
    expect(errorsFor({ county: 'Kent;' })).toEqual(only('county', 'errorsCountySpecialCharacters'));
    expect(errorsFor({ postCode: 'SW1A 1A#' })).toEqual(only('postCode', 'errorsPostcodeSpecialCharacters'));
    expect(errorsFor({ postCode: '' })).toEqual(only('postCode', 'errorsPostcodeEmpty'));
  });

  it('accepts an optional second address line and French départements', () => {
    expect(errorsFor({ address2: '' })).toEqual([]);
    expect(errorsFor({ county: "Côtes-d'Armor", country: 'FR', postCode: '22000' })).toEqual([]);
  });

  it('rejects P.O. Box wording in every usual spelling, case and spacing', () => {
    const variants = ['PO Box 12', 'P.O. Box 12', 'P O Box 12', 'P. O. Box 12', 'Post Office Box 12', 'POBox 12', 'pobox12', 'p.o.box 7', 'Po  BOX 3', 'post office box 9', 'Unit 4, P.O.Box 5', 'POSTOFFICEBOX 1'];
    for (const address1 of variants) expect(errorsFor({ address1 }), address1).toEqual(only('address1', 'errorsAddressPoBox'));
  });

  it('does not mistake ordinary words for a P.O. Box', () => {
    for (const address1 of ['1 Hippo Box Lane', '2 Polo Boxing Road', '3 Portobello Road', '4 Boxford Street']) expect(errorsFor({ address1 }), address1).toEqual([]);
  });

  it('needs exactly 7 characters of an Irish postcode, not counting the usual space', () => {
    expect(errorsFor({ country: 'IE', postCode: 'D02X285' })).toEqual([]);
    expect(errorsFor({ country: 'IE', postCode: 'D02 X285' })).toEqual([]);
    expect(errorsFor({ country: 'IE', postCode: 'D02X28' })).toEqual(only('postCode', 'errorsPostcodeInvalid'));
    expect(errorsFor({ country: 'IE', postCode: 'D02 X2856' })).toEqual(only('postCode', 'errorsPostcodeInvalid'));
    expect(errorsFor({ country: 'IE', postCode: '' })).toEqual(only('postCode', 'errorsPostcodeEmpty'));
    expect(errorsFor({ country: 'IE', postCode: '  ' })).toEqual(only('postCode', 'errorsPostcodeEmpty'));
    expect(errorsFor({ country: 'GB', postCode: 'SW1A 1AA' })).toEqual([]);
  });

  it('asks for a phone number at both phone fields, with no generic message', () => {
    const required = [
      { path: 'mobilePhone', alias: 'errorsPhoneRequired' },
      { path: 'telephone', alias: 'errorsPhoneRequired' },
    ];
    expect(errorsFor({ mobilePhone: phone(''), telephone: phone('  ') })).toEqual(required);
    expect(errorsFor({ mobilePhone: '', telephone: '' })).toEqual(required);
    expect(errorsFor({ mobilePhone: undefined, telephone: null })).toEqual(required);
  });

  it('is content with either phone', () => {
    expect(errorsFor({ mobilePhone: phone(''), telephone: phone('020 7946 0000', '+442079460000') })).toEqual([]);
    expect(errorsFor({ mobilePhone: phone('07400 123456', '+447400123456'), telephone: phone('') })).toEqual([]);
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
