/** The site's `luhn` validation keyword (generated code) and the shared Luhn rule decide alike on every input. */
import Ajv2020 from 'ajv/dist/2020';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { luhn as luhnKeyword } from '../../../src/validation/keywords/luhn';
import { buildImei, isWellFormedImei, passesLuhn } from '../../../src/rules/luhn';

const validate = new Ajv2020({ strict: true }).addKeyword(luhnKeyword).compile({ type: 'string', luhn: true });

describe('one Luhn rule for the site and the server', () => {
  it('agrees with the keyword on digit strings', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{2,20}$/), (digits) => {
        expect(validate(digits)).toBe(passesLuhn(digits));
      }),
      { numRuns: 2000 },
    );
  });

  it('every built IMEI passes both', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{8}$/), fc.stringMatching(/^[0-9]{6}$/), (tac, serial) => {
        const imei = buildImei(tac, serial);
        expect(isWellFormedImei(imei)).toBe(true);
        expect(validate(imei)).toBe(true);
      }),
    );
    expect(isWellFormedImei('352823110000171')).toBe(false);
  });
});
