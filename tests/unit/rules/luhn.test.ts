/** The site's `luhn` validation keyword (generated code) and the shared Luhn rule decide alike on every input. */
import Ajv2020 from 'ajv/dist/2020';
import standaloneCode from 'ajv/dist/standalone';
import fc from 'fast-check';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { luhn as luhnKeyword } from '../../../core/validation/keywords/luhn';
import { buildImei, isWellFormedImei, luhnCheckDigit, passesLuhn } from '../../../core/rules/luhn';

const schema = { type: 'string', luhn: true };
const validate = new Ajv2020({ strict: true }).addKeyword(luhnKeyword).compile(schema);

/** The keyword's standalone output (what the site runs: no eval in the browser), loaded as a CommonJS module. */
function standaloneValidate(): (data: unknown) => boolean {
  const ajv = new Ajv2020({ strict: true, code: { source: true } }).addKeyword(luhnKeyword);
  const source = standaloneCode(ajv, ajv.compile(schema));
  const module = { exports: {} as { default?: (data: unknown) => boolean } };
  new Function('module', 'exports', 'require', source)(module, module.exports, createRequire(import.meta.url));
  return module.exports.default!;
}

describe('one Luhn rule for the site and the server', () => {
  const standalone = standaloneValidate();

  it('agrees with the keyword, compiled and standalone, on digit strings', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{2,20}$/), (digits) => {
        expect(validate(digits)).toBe(passesLuhn(digits));
        expect(standalone(digits)).toBe(passesLuhn(digits));
      }),
      { numRuns: 2000 },
    );
  });

  it('the keyword lets through what it does not judge: other types, characters besides digits', () => {
    for (const value of ['35282311000017a', '', ' 352823110000170', 'abc']) {
      expect(validate(value)).toBe(true);
      expect(standalone(value)).toBe(true);
    }
    expect(validate(352823110000170)).toBe(false); // `type: string` fails, not the keyword
  });

  it('every built IMEI passes both; changing its check digit fails both', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{8}$/), fc.stringMatching(/^[0-9]{6}$/), fc.integer({ min: 1, max: 9 }), (tac, serial, shift) => {
        const imei = buildImei(tac, serial);
        expect(isWellFormedImei(imei)).toBe(true);
        expect(validate(imei)).toBe(true);
        expect(standalone(imei)).toBe(true);
        const wrong = imei.slice(0, 14) + ((Number(imei[14]) + shift) % 10);
        expect(isWellFormedImei(wrong)).toBe(false);
        expect(validate(wrong)).toBe(false);
        expect(standalone(wrong)).toBe(false);
      }),
    );
  });

  it('known values', () => {
    expect(isWellFormedImei('352823110000170')).toBe(true);
    expect(isWellFormedImei('352823110000171')).toBe(false);
    expect(luhnCheckDigit('7992739871')).toBe(3);
    expect(passesLuhn('79927398713')).toBe(true);
    expect(passesLuhn('7')).toBe(false);
    expect(isWellFormedImei('35282311000017')).toBe(false);
  });
});
