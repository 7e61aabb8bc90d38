import { defineWidget } from '../../../core/manifests/manifest';

/** What the checker, the simulation, the studio and the registry know of Heading (see docs/widgets.md). */
export default defineWidget({
  props: {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: 'Heading props',
    type: 'object',
    additionalProperties: false,
    required: ['level'],
    properties: { level: { enum: [1, 2, 3] } },
  },
  text: { text: { required: true } },
});
