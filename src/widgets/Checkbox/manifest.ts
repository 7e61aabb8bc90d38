import { defineWidget } from '../../../core/manifests/manifest';

/** What the checker, the simulation, the studio and the registry know of Checkbox (see docs/widgets.md). */
export default defineWidget({
  props: {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: 'Checkbox props',
    description: 'Checkbox takes no settings: its wording comes from its text slots.',
    type: 'object',
    additionalProperties: false,
    properties: {},
  },
  text: { hint: {}, label: { required: true } },
  value: { type: 'boolean' },
  answers: './answers.ts',
  noScript: 'checkbox',
});
