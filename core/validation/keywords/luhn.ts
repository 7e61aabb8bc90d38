import type { CodeKeywordDefinition, KeywordCxt } from 'ajv';
import { _ } from 'ajv/dist/compile/codegen';
import { _Code } from 'ajv/dist/compile/codegen/code';
import { luhnChecksumPasses } from '../../rules/luhn';

/**
 * The shared rule's own source (core/rules/luhn.ts), as the code of a scope value: standalone output defines it once
 * (`const func0 = function luhnChecksumPasses(digits) {…}`), so the keyword has no algorithm of its own.
 */
const LUHN_CHECKSUM_SOURCE = new _Code(luhnChecksumPasses.toString());

/**
 * `luhn: true` — a string of digits must pass the Luhn checksum (IMEI check digit).
 * Non-strings and strings with other characters pass: `type`/`pattern` report those.
 * Generated code, so standalone output needs no runtime import (and no eval).
 */
export const luhn: CodeKeywordDefinition = {
  keyword: 'luhn',
  schemaType: 'boolean',
  error: { message: 'must pass the Luhn checksum' },
  code(cxt: KeywordCxt) {
    if (cxt.schema !== true) return;
    const { gen, data } = cxt;
    const checksumPasses = gen.scopeValue('func', { ref: luhnChecksumPasses, code: LUHN_CHECKSUM_SOURCE });
    cxt.pass(_`typeof ${data} != "string" || !/^[0-9]+$/.test(${data}) || ${checksumPasses}(${data})`);
  },
};
