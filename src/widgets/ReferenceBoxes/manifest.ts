import { defineWidget } from '../../../core/manifests/manifest';

/** What the checker, the simulation, the studio and the registry know of ReferenceBoxes (see docs/widgets.md). */
export default defineWidget({
  props: {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: 'ReferenceBoxes props',
    type: 'object',
    additionalProperties: false,
    properties: {
      placeholders: {
        type: 'array',
        items: { type: 'string', maxLength: 3 },
        minItems: 3,
        maxItems: 3,
        description: 'Example digits shown in the three boxes, e.g. ["111", "222", "333"].',
      },
    },
  },
  text: { boxLabel: { placeholders: ['n', 'count'] }, hint: {}, label: { required: true } },
  value: { type: 'string' },
  // Each box posts as `<name>[n]`, joined as the widget stores them (core/engine/flow/postedBoxes.ts).
  noScript: 'text',
});
