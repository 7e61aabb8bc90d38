/**
 * Names and e-mails typed in full (issue 51): no field drops characters at a browser maxlength (TextInput renders
 * none); a value over the contract's length is refused by the step's validation with a message that says the limit,
 * in every locale of every package.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { validators } from '../../../src/validation/generated';
import { toFieldErrors } from '../../../core/validation/toFieldErrors';

const REPO = path.resolve(__dirname, '../../..');
const phone = (input: string, international = '') => ({ input, international, iso2: 'gb', regionCode: '44' });
const personal = {
  title: 'MS', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', address1: '1 High Street', address2: '', city: 'London',
  county: 'Greater London', postCode: 'SW1A1AA', country: 'GB', mobilePhone: phone('07400 123456', '+447400123456'), telephone: phone(''), claimType: 'PERSONAL',
};
/** An address of exactly `length` characters. */
const emailOf = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;

/** The limit each message names, by alias (the contract's maxLength of openapi/promotion-api.yaml). */
const LIMITS = { errorsFirstNameTooLong: 50, errorsLastNameTooLong: 50, errorsEmailTooLong: 254 };

describe('names and e-mails over their limit', () => {
  it('are refused with the message of their limit, at the limit accepted', () => {
    const errors = (values: object) => toFieldErrors(validators.personalDetails, { ...personal, ...values });
    expect(errors({ firstName: 'A'.repeat(50), lastName: 'B'.repeat(50), email: emailOf(254) })).toEqual([]);
    expect(errors({ email: emailOf(255) })).toEqual([{ path: 'email', alias: 'errorsEmailTooLong' }]);
    expect(errors({ firstName: 'A'.repeat(51) })).toEqual([{ path: 'firstName', alias: 'errorsFirstNameTooLong' }]);
    const paypal = toFieldErrors(validators.rewardDetails, { rewardMethod: 'paypal', payPalEmail: emailOf(255) });
    expect(paypal).toEqual([{ path: 'payPalEmail', alias: 'errorsEmailTooLong' }]);
  });

  it('say the limit in every locale of every package', () => {
    for (const code of fs.readdirSync(path.join(REPO, 'page-definitions'))) {
      const dir = path.join(REPO, 'page-definitions', code, 'content');
      if (!fs.existsSync(dir)) continue;
      for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json'))) {
        const wording = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Record<string, string>;
        for (const [alias, limit] of Object.entries(LIMITS)) expect(wording[alias], `${code}/${file} ${alias}`).toContain(String(limit));
      }
    }
  });
});
