import { defineWidget } from '../../../core/manifests/manifest';

/** What the checker, the simulation, the studio and the registry know of ClaimSummary (see docs/widgets.md). */
export default defineWidget({
  props: {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    type: 'object',
    additionalProperties: false,
    required: ['to'],
    properties: {
      to: {
        type: 'string',
        description: 'Page id to send the visitor to when no claim is tracked (the tracker).',
      },
      statusMessageElsewhere: {
        type: 'array',
        uniqueItems: true,
        items: { type: 'string', pattern: '^[A-Z_]+$' },
        description: 'Display statuses whose status message a panel of the page shows itself (e.g. AWAITING_REVALUATION with its offer), so it is not shown twice.',
      },
    },
  },
  text: {
    lastUpdated: {},
    'statusDescription_*': {},
    statusLabel: {},
    'status_*': {},
    title: { placeholders: ['reference'] },
  },
});
