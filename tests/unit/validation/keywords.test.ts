import Ajv2020 from 'ajv/dist/2020';
import standaloneCode from 'ajv/dist/standalone';
import { describe, expect, it } from 'vitest';
import { addValidationKeywords } from '../../../core/validation/keywords/index';

const ajv = addValidationKeywords(new Ajv2020({ allErrors: true, strict: true, code: { source: true, esm: true } }));
const check = (schema: object) => {
  const validate = ajv.compile(schema);
  return (data: unknown) => (validate(data) ? [] : validate.errors!.map((e) => ({ keyword: e.keyword, path: e.instancePath, params: e.params })));
};

describe('luhn', () => {
  const v = check({ luhn: true });
  it('accepts valid IMEIs', () => {
    for (const imei of ['490154203237518', '356938035643809', '352099001761481']) expect(v(imei)).toEqual([]);
  });
  it('rejects a wrong check digit', () => {
    expect(v('490154203237519')).toEqual([{ keyword: 'luhn', path: '', params: {} }]);
    expect(v('356938035643800')).toHaveLength(1);
  });
  it('leaves non-strings and non-digit strings to type/pattern', () => {
    expect(v(490154203237519)).toEqual([]);
    expect(v('49015420323751x')).toEqual([]);
  });
});

describe('noSpecialCharacters', () => {
  const v = check({ noSpecialCharacters: true });
  it('accepts names with letters, spaces, hyphens and apostrophes', () => {
    for (const ok of ['Anne-Marie', "O'Brien", 'Zoë Müller', '12 High Street']) expect(v(ok)).toEqual([]);
  });
  it('rejects each special character', () => {
    for (const c of '`~!@#$£€%^&*()_|+=?;:",.<>{}[]\\/') expect(v(`ab${c}cd`), c).toHaveLength(1);
  });
});

describe('uniqueBy', () => {
  const v = check({ type: 'array', uniqueBy: 'productImei' });
  it('flags each repeat on the later item', () => {
    const items = [{ productImei: '1' }, { productImei: '2' }, { productImei: '1' }, { productImei: '1' }];
    expect(v(items)).toEqual([
      { keyword: 'uniqueBy', path: '', params: { index: 2, property: 'productImei' } },
      { keyword: 'uniqueBy', path: '', params: { index: 3, property: 'productImei' } },
    ]);
  });
  it('ignores empty and missing values', () => {
    expect(v([{ productImei: '' }, { productImei: '' }, {}, {}, { productImei: null }, { productImei: null }, 'x'])).toEqual([]);
  });
});

describe('validDate and notAfterToday', () => {
  const v = check({ validDate: true, notAfterToday: true });
  const iso = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  it('accepts real past dates and today', () => {
    for (const d of ['2022-09-30', '2024-02-29', '2000-02-29', iso(new Date())]) expect(v(d), d).toEqual([]);
  });
  it('rejects impossible dates', () => {
    for (const d of ['2023-02-30', '2023-02-29', '2022-13-01', '2022-00-10', '2022-04-31', '1900-02-29', '22-09-30', '2022-9-30', '30/09/2022'])
      expect(v(d).map((e) => e.keyword), d).toContain('validDate');
  });
  it('rejects a future date', () => {
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    expect(v(iso(tomorrow))).toEqual([{ keyword: 'notAfterToday', path: '', params: {} }]);
    expect(v('2999-01-01').map((e) => e.keyword)).toEqual(['notAfterToday']);
  });
});

describe('messages annotation', () => {
  it('is allowed on any schema and rejects non-alias values', () => {
    expect(() => ajv.compile({ type: 'object', properties: { a: { type: 'string', messages: { '*': 'errorsX', pattern: 'errorsY' } } } })).not.toThrow();
    expect(() => ajv.compile({ messages: { pattern: 3 } })).toThrow();
  });
});

describe('standalone output of the keywords', () => {
  it('contains no Function(, eval( or require(', () => {
    const a = addValidationKeywords(new Ajv2020({ allErrors: true, code: { source: true, esm: true } }));
    a.addSchema(
      { type: 'array', uniqueBy: 'x', items: { properties: { x: { luhn: true, noSpecialCharacters: true, validDate: true, notAfterToday: true } } } },
      'all',
    );
    const code = standaloneCode(a, { all: 'all' });
    expect(code).not.toMatch(/Function\(|eval\(|require\(/);
  });
});
