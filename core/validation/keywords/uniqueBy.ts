import type { CodeKeywordDefinition, KeywordCxt } from 'ajv';
import { _, str, type Code } from 'ajv/dist/compile/codegen';

/**
 * `uniqueBy: "<property>"` on an array — an item whose non-empty value of that property repeats an
 * earlier item's is an error with `params: { index, property }` (one error per duplicate).
 */
export const uniqueBy: CodeKeywordDefinition = {
  keyword: 'uniqueBy',
  type: 'array',
  schemaType: 'string',
  error: {
    message: ({ params }) => str`must not repeat ${params.property} of an earlier item`,
    params: ({ params }) => _`{index: ${params.index}, property: ${params.property}}`,
  },
  code(cxt: KeywordCxt) {
    const { gen, data, schemaCode } = cxt;
    const seen = gen.const('seen', _`new Set()`);
    gen.forRange('i', 0, _`${data}.length`, (i) => {
      const item = gen.const('item', _`${data}[${i}]`);
      const value = gen.const('value', _`${item} && typeof ${item} == "object" ? ${item}[${schemaCode}] : undefined`);
      gen.if(_`${value} !== undefined && ${value} !== null && String(${value}).trim() !== ""`, () => {
        const key = gen.const('key', _`typeof ${value} == "string" ? ${value}.trim() : ${value}`);
        gen.if(
          _`${seen}.has(${key})`,
          () => cxt.error(false, { index: i, property: schemaCode as Code }),
          () => gen.code(_`${seen}.add(${key})`),
        );
      });
    });
  },
};
