import { defineWidget } from '../../../core/manifests/manifest';

/** What the checker, the simulation, the studio and the registry know of DateInput (see docs/widgets.md). */
export default defineWidget({
  props: {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: 'DateInput props',
    type: 'object',
    additionalProperties: false,
    properties: {
      max: { const: 'today', description: 'Days after today (in the promotion\'s timezone) cannot be picked.' },
    },
  },
  text: { hint: {}, label: { required: true }, openCalendar: {} },
  value: { type: ['string', 'null'] },
  answers: './answers.ts',
  noScript: 'date',
});
