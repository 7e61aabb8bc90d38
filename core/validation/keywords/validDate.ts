import type { CodeKeywordDefinition, KeywordCxt } from 'ajv';
import { _ } from 'ajv/dist/compile/codegen';

/** `validDate: true` — a string must be a real calendar date yyyy-MM-dd (2023-02-30 fails). Non-strings pass. */
export const validDate: CodeKeywordDefinition = {
  keyword: 'validDate',
  schemaType: 'boolean',
  error: { message: 'must be a real date (yyyy-MM-dd)' },
  code(cxt: KeywordCxt) {
    if (cxt.schema !== true) return;
    const { gen, data } = cxt;
    const valid = gen.let('valid', true);
    gen.if(_`typeof ${data} == "string"`, () => {
      const m = gen.const('m', _`/^([0-9]{4})-([0-9]{2})-([0-9]{2})$/.exec(${data})`);
      const date = gen.const('date', _`${m} ? new Date(Date.UTC(2000, ${m}[2] - 1, +${m}[3])) : null`);
      gen.if(_`${m}`, () => gen.code(_`${date}.setUTCFullYear(+${m}[1])`));
      gen.assign(
        valid,
        _`${m} !== null && ${date}.getUTCFullYear() === +${m}[1] && ${date}.getUTCMonth() === ${m}[2] - 1 && ${date}.getUTCDate() === +${m}[3]`,
      );
    });
    cxt.pass(valid);
  },
};
