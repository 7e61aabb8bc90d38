import { defineWidget } from '../../../core/manifests/manifest';

/** What the checker, the simulation, the studio and the registry know of TextLink (see docs/widgets.md). */
export default defineWidget({
  props: {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: 'TextLink props',
    type: 'object',
    additionalProperties: false,
    required: ['to'],
    properties: { to: { type: 'string', pattern: '^[a-z][a-z0-9-]*$', description: 'Id of the page or flow to go to.' } },
  },
  text: { label: { required: true } },
});
