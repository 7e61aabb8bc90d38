import { defineWidget } from '../../../core/manifests/manifest';

/** What the checker, the simulation, the studio and the registry know of TextInput (see docs/widgets.md). */
export default defineWidget({
  props: {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: 'TextInput props',
    type: 'object',
    additionalProperties: false,
    properties: {
      inputType: { enum: ['text', 'email', 'tel'], default: 'text' },
      autoComplete: { type: 'string', description: 'HTML autocomplete token, e.g. email, given-name, postal-code, off.' },
      inputMode: { enum: ['text', 'numeric', 'decimal', 'email', 'tel'] },
      maxLength: { type: 'integer', minimum: 1, description: "The contract's limit, for the simulation's answers; never the input's maxlength (the step's validation refuses a longer value, saying the limit)" },
      width: {
        enum: ['full', '20', '10'],
        default: 'full',
        description: 'Input width in characters (full = whole column).',
      },
    },
  },
  text: { hint: {}, label: { required: true } },
  value: { type: 'string' },
  answers: './answers.ts',
  noScript: 'text',
});
