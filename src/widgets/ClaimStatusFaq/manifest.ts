import { defineWidget } from '../../../core/manifests/manifest';

/** What the checker, the simulation, the studio and the registry know of ClaimStatusFaq (see docs/widgets.md). */
export default defineWidget({
  props: {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: 'ClaimStatusFaq props',
    description: 'No settings: the status comes from the block\'s source (the tracked claim); wording from the slots title, body and status_<STATUS>.',
    type: 'object',
    additionalProperties: false,
    properties: {},
  },
  text: { body: {}, 'status_*': {}, title: {} },
});
