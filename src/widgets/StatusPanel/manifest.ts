import { defineWidget } from '../../../core/manifests/manifest';

/** What the checker, the simulation, the studio and the registry know of StatusPanel (see docs/widgets.md). */
export default defineWidget({
  props: {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: 'StatusPanel props',
    description: 'Child blocks shown only while the tracked claim (source trackedClaim) has one of these display statuses (spec section 4 reduction: REJECTED_* → REJECTED, PENDING_ACTION/PENDING_FRAUD/SUSPENDED/SUSPENDED_FRAUD → PENDING, FULFILMENT → VALIDATED).',
    type: 'object',
    additionalProperties: false,
    required: ['statuses'],
    properties: {
      statuses: {
        type: 'array',
        minItems: 1,
        uniqueItems: true,
        items: {
          enum: [
            'PENDING',
            'PENDING_INFORMATION',
            'PENDING_TRADEIN',
            'REJECTED',
            'PARTIAL',
            'INCOMPLETE',
            'COMPLETED',
            'AWAITING_TRADEIN',
            'AWAITING_REVALUATION',
            'AWAITING_INFORMATION',
            'AWAITING_ACTION',
            'VALIDATED',
            'NOT_FOUND',
          ],
        },
      },
    },
  },
  text: { title: { required: true } },
});
