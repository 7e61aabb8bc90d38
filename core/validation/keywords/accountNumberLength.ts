import type { CodeKeywordDefinition, KeywordCxt } from 'ajv';
import { _ } from 'ajv/dist/compile/codegen';
import { accountNumberLengthOf } from '../../rules/bankInputSets';

/**
 * `accountNumberLength: "US"` — a string of digits must have as many digits as an account number of a bank in that
 * country has (core/rules/bankInputSets.ts ACCOUNT_NUMBER_LENGTHS: US 4 to 17), the table the server checks by too.
 * Non-strings and strings with other characters pass: `type`/`pattern` report those. The lengths are written into
 * the generated code, so standalone output needs no runtime import (and no eval).
 */
export const accountNumberLength: CodeKeywordDefinition = {
  keyword: 'accountNumberLength',
  schemaType: 'string',
  error: { message: "must have as many digits as the country's account numbers" },
  code(cxt: KeywordCxt) {
    const length = accountNumberLengthOf(cxt.schema as string);
    if (!length) throw new Error(`accountNumberLength: "${String(cxt.schema)}" has no account numbers (its banks use IBANs)`);
    const { data } = cxt;
    cxt.pass(_`typeof ${data} != "string" || !/^[0-9]+$/.test(${data}) || (${data}.length >= ${length.min} && ${data}.length <= ${length.max})`);
  },
};
