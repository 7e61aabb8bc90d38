import { describe, expect, it } from 'vitest';
import type { CompiledValidator, ValidatorError } from '../../../src/engine/contract';
import { errorPath, messageKey, pointerToPath, toFieldErrors } from '../../../core/validation/toFieldErrors';

const fake = (errs: Array<Partial<ValidatorError>>, messages: CompiledValidator['messages']): CompiledValidator => {
  const validate = Object.assign(() => errs.length === 0, { errors: errs as ValidatorError[] });
  return { validate, messages };
};
const e = (keyword: string, instancePath: string, params: Record<string, unknown> = {}) => ({ keyword, instancePath, schemaPath: '', params });

describe('toFieldErrors', () => {
  it('builds dotted paths', () => {
    expect(pointerToPath('/items/0/productImei')).toBe('items.0.productImei');
    expect(pointerToPath('/a~1b/c~0d')).toBe('a/b.c~d');
    expect(messageKey('items.10.productImei')).toBe('items.*.productImei');
    expect(errorPath(e('required', '/items/1', { missingProperty: 'productId' }))).toBe('items.1.productId');
    expect(errorPath(e('uniqueBy', '/items', { index: 2, property: 'productImei' }))).toBe('items.2.productImei');
  });

  it('picks keyword, then owner keyword, then *, then errorsGeneric; first error per field wins', () => {
    const v = fake(
      [
        e('minLength', '/name'),
        e('pattern', '/name'),
        e('pattern', '/items/0/imei'),
        e('uniqueBy', '/items', { index: 1, property: 'imei' }),
        e('maximum', '/age'),
        e('required', '', { missingProperty: 'city' }),
      ],
      { name: { pattern: 'errorsNameInvalid', '*': 'errorsNameEmpty' }, items: { uniqueBy: 'errorsNotUnique' }, 'items.*.imei': { '*': 'errorsImei' }, city: { required: 'errorsCity' } },
    );
    expect(toFieldErrors(v, {})).toEqual([
      { path: 'name', alias: 'errorsNameEmpty' },
      { path: 'items.0.imei', alias: 'errorsImei' },
      { path: 'items.1.imei', alias: 'errorsNotUnique' },
      { path: 'age', alias: 'errorsGeneric' },
      { path: 'city', alias: 'errorsCity' },
    ]);
  });

  it('returns [] when valid and a path-less error for the root', () => {
    expect(toFieldErrors(fake([], {}), {})).toEqual([]);
    expect(toFieldErrors(fake([e('type', '')], {}), null)).toEqual([{ alias: 'errorsGeneric' }]);
  });

  it("gives a rule without the package's message the field widget's default, then the layout's, then errorsGeneric", () => {
    const missing = fake([e('required', '', { missingProperty: 'rating' }), e('required', '', { missingProperty: 'city' }), e('minimum', '/age')], { city: { required: 'errorsCity' } });
    const defaults = { byField: { rating: { required: 'errorsRatingRequired' }, city: { required: 'errorsCityDefault' } }, layout: { required: 'errorsRequired' } };
    expect(toFieldErrors(missing, {}, defaults)).toEqual([
      { path: 'rating', alias: 'errorsRatingRequired' },
      { path: 'city', alias: 'errorsCity' },
      { path: 'age', alias: 'errorsGeneric' },
    ]);
    expect(toFieldErrors(missing, {}, { byField: {}, layout: { required: 'errorsRequired' } })[0]).toEqual({ path: 'rating', alias: 'errorsRequired' });
  });

  it('reports an answer still at its null default as missing: the required message, not the one for a wrong answer', () => {
    const unanswered = fake([e('type', '/rating'), e('type', '/items/0/productId'), e('type', '/age')], { 'items.*.productId': { required: 'errorsProductNotSelected' } });
    const defaults = { byField: { rating: { required: 'errorsRatingRequired' } }, layout: {} };
    expect(toFieldErrors(unanswered, { rating: null, items: [{ productId: null }], age: 'ten' }, defaults)).toEqual([
      { path: 'rating', alias: 'errorsRatingRequired' },
      { path: 'items.0.productId', alias: 'errorsProductNotSelected' },
      { path: 'age', alias: 'errorsGeneric' },
    ]);
  });
});
