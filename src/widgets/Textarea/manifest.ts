import { defineWidget } from '../../../core/manifests/manifest';

/** What the checker, the simulation, the studio and the registry know of Textarea (see docs/widgets.md). */
export default defineWidget({
  props: {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: 'Textarea props',
    type: 'object',
    additionalProperties: false,
    properties: {
      rows: { type: 'integer', minimum: 1, maximum: 20, default: 3 },
      maxLength: { type: 'integer', minimum: 1 },
      placeholder: {
        type: 'string',
        description: 'A literal placeholder, used when the block has no \'placeholder\' text slot.',
      },
    },
  },
  text: { hint: {}, label: { required: true }, placeholder: {} },
  value: { type: 'string' },
  answers: './answers.ts',
  noScript: 'text',
});
