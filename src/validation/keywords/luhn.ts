import type { CodeKeywordDefinition, KeywordCxt } from 'ajv';
import { _ } from 'ajv/dist/compile/codegen';

/**
 * `luhn: true` — a string of digits must pass the Luhn checksum (IMEI check digit).
 * Non-strings and strings with other characters pass: `type`/`pattern` report those.
 * Emits an inline loop, so standalone code needs no helper function.
 */
export const luhn: CodeKeywordDefinition = {
  keyword: 'luhn',
  schemaType: 'boolean',
  error: { message: 'must pass the Luhn checksum' },
  code(cxt: KeywordCxt) {
    if (cxt.schema !== true) return;
    const { gen, data } = cxt;
    const valid = gen.let('valid', true);
    gen.if(_`typeof ${data} == "string" && /^[0-9]+$/.test(${data})`, () => {
      const sum = gen.let('sum', 0);
      gen.forRange('i', 0, _`${data}.length`, (i) => {
        const digit = gen.let('digit', _`${data}.charCodeAt(${data}.length - 1 - ${i}) - 48`);
        gen.if(_`${i} % 2 === 1`, () => {
          gen.assign(digit, _`${digit} * 2`);
          gen.if(_`${digit} > 9`, () => gen.assign(digit, _`${digit} - 9`));
        });
        gen.assign(sum, _`${sum} + ${digit}`);
      });
      gen.assign(valid, _`${sum} % 10 === 0`);
    });
    cxt.pass(valid);
  },
};
