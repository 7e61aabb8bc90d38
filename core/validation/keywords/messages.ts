import type { KeywordDefinition } from 'ajv';

/**
 * `messages: { <keyword>: <content alias>, "*": <alias> }` — annotation only: the aliases of the errors of
 * this property, collected at build time into the compiled validator's `messages` map.
 */
export const messages: KeywordDefinition = {
  keyword: 'messages',
  schemaType: 'object',
  metaSchema: { type: 'object', additionalProperties: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_.-]*$' } },
};
