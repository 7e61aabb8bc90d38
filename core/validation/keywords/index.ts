import type Ajv from 'ajv';
import type { KeywordDefinition } from 'ajv';
import { accountNumberLength } from './accountNumberLength';
import { luhn } from './luhn';
import { messages } from './messages';
import { noSpecialCharacters } from './noSpecialCharacters';
import { notAfterToday } from './notAfterToday';
import { uniqueBy } from './uniqueBy';
import { validDate } from './validDate';

/** The custom keywords of schemas/validation/ (all code-generating, so standalone output has no eval). */
export const validationKeywords: KeywordDefinition[] = [luhn, accountNumberLength, noSpecialCharacters, uniqueBy, validDate, notAfterToday, messages];

export function addValidationKeywords<A extends Pick<Ajv, 'addKeyword'>>(ajv: A): A {
  for (const keyword of validationKeywords) ajv.addKeyword(keyword);
  return ajv;
}
