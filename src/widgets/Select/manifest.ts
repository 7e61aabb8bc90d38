import { defineWidget } from '../../../core/manifests/manifest';

/** What the checker, the simulation, the studio and the registry know of Select (see docs/widgets.md). */
export default defineWidget({
  props: {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: 'Select props',
    description: 'Options come from the block\'s data source ({id, name}[], sorted by name), else from options (labelled by option_<VALUE> slots), else from the lines of the text slot named by linesSlot.',
    type: 'object',
    additionalProperties: false,
    properties: {
      options: {
        type: 'array',
        uniqueItems: true,
        items: { type: 'string', minLength: 1 },
        description: 'Stored values in display order; each is labelled by the text slot option_<VALUE>.',
      },
      linesSlot: {
        type: 'string',
        pattern: '^[a-z][A-Za-z0-9_]*$',
        description: 'Text slot whose wording lists the options one per line; each line is both value and label (e.g. French provinces).',
      },
      autoComplete: { type: 'string' },
    },
  },
  text: { hint: {}, label: { required: true }, 'option_*': {}, placeholder: {} },
  textNamedBy: ["/linesSlot"],
  value: { type: ['string', 'number'] },
  answers: './answers.ts',
  noScript: 'choice',
});
