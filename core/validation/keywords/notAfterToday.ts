import type { CodeKeywordDefinition, KeywordCxt } from 'ajv';
import { _ } from 'ajv/dist/compile/codegen';

/** `notAfterToday: true` — a yyyy-MM-dd string must not be later than today (local date). Non-strings pass. */
export const notAfterToday: CodeKeywordDefinition = {
  keyword: 'notAfterToday',
  schemaType: 'boolean',
  error: { message: 'must not be after today' },
  code(cxt: KeywordCxt) {
    if (cxt.schema !== true) return;
    const { gen, data } = cxt;
    const now = gen.const('now', _`new Date()`);
    const today = gen.const(
      'today',
      _`String(${now}.getFullYear()).padStart(4, "0") + "-" + String(${now}.getMonth() + 1).padStart(2, "0") + "-" + String(${now}.getDate()).padStart(2, "0")`,
    );
    cxt.fail(_`typeof ${data} == "string" && ${data} > ${today}`);
  },
};
