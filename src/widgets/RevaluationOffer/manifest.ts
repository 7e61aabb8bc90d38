import { defineWidget } from '../../../core/manifests/manifest';

/** What the checker, the simulation, the studio and the registry know of RevaluationOffer (see docs/widgets.md). */
export default defineWidget({
  props: {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: 'RevaluationOffer props',
    description: 'No settings: the amounts and the message come from the block\'s source (the tracked claim); wording from the slots intro, offerLabel and messageLabel.',
    type: 'object',
    additionalProperties: false,
    properties: {},
  },
  text: { intro: {}, messageLabel: {}, offerLabel: {} },
});
