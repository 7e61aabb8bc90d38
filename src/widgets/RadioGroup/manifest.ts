import { defineWidget } from '../../../core/manifests/manifest';

/** What the checker, the simulation, the studio and the registry know of RadioGroup (see docs/widgets.md). */
export default defineWidget({
  props: {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: 'RadioGroup props',
    type: 'object',
    additionalProperties: false,
    oneOf: [{ required: ['options'] }, { required: ['listSlot'] }],
    properties: {
      options: {
        type: 'array',
        minItems: 1,
        uniqueItems: true,
        items: { type: 'string', minLength: 1 },
        description: 'Stored values in display order; each is labelled by the text slot option_<VALUE>.',
      },
      listSlot: {
        type: 'string',
        pattern: '^[a-z][A-Za-z0-9_]*$',
        description: 'Text slot whose wording is a comma-separated list; each entry is both the stored value and its label (e.g. phone brands).',
      },
      inline: { type: 'boolean', description: 'Lay short options out side by side.' },
      optionFlags: {
        type: 'object',
        propertyNames: { type: 'string', minLength: 1 },
        additionalProperties: { type: 'string', minLength: 1 },
        description: 'Option → feature flag of promotion.json: the option is offered only while its flag is on (e.g. reward methods). A stored option that is no longer offered is replaced by the only offered one, or cleared.',
      },
      hideWhenSingle: {
        type: 'boolean',
        description: 'When only one option is offered, the question is not shown and that option is stored.',
      },
    },
  },
  text: { hint: {}, legend: { required: true }, 'option_*': {} },
  textNamedBy: ["/listSlot"],
  value: { type: 'string' },
  answers: './answers.ts',
  noScript: 'choice',
});
