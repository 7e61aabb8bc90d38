import { defineWidget } from '../../../core/manifests/manifest';

/** What the checker, the simulation, the studio and the registry know of RichText (see docs/widgets.md). */
export default defineWidget({
  props: {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: 'RichText props',
    type: 'object',
    additionalProperties: false,
    properties: { as: { enum: ['div', 'section'], default: 'div' } },
  },
  text: { body: { required: true } },
});
