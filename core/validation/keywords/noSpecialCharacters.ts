import type { CodeKeywordDefinition, KeywordCxt } from 'ajv';
import { _, regexpCode } from 'ajv/dist/compile/codegen';

/** The characters names and addresses may not contain: ` ~ ! @ # $ £ € % ^ & * ( ) _ | + = ? ; : " , . < > { } [ ] \ / */
export const SPECIAL_CHARACTERS = '`~!@#$£€%^&*()_|+=?;:",.<>{}[]\\/';

/** A regular expression literal (as code) matching any special character. */
export const SPECIAL_CHARACTERS_RE = new RegExp(
  `[${[...SPECIAL_CHARACTERS]
    .map((c) => (c.charCodeAt(0) > 0x7e ? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}` : /[\]\\^/-]/.test(c) ? `\\${c}` : c))
    .join('')}]`,
);
const SPECIAL_RE = regexpCode(SPECIAL_CHARACTERS_RE);

/** `noSpecialCharacters: true` — a string must contain none of SPECIAL_CHARACTERS. */
export const noSpecialCharacters: CodeKeywordDefinition = {
  keyword: 'noSpecialCharacters',
  schemaType: 'boolean',
  error: { message: 'must not contain special characters' },
  code(cxt: KeywordCxt) {
    if (cxt.schema !== true) return;
    cxt.fail(_`typeof ${cxt.data} == "string" && ${SPECIAL_RE}.test(${cxt.data})`);
  },
};
