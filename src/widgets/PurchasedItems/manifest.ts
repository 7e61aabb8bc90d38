import { defineWidget } from '../../../core/manifests/manifest';

/** What the checker, the simulation, the studio and the registry know of PurchasedItems (see docs/widgets.md). */
export default defineWidget({
  props: {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: 'PurchasedItems props',
    type: 'object',
    additionalProperties: false,
    properties: {
      maxItems: {
        description: 'How many items a claim may list (default 1): a number, or per value of an answer from a package setting, e.g. {"setting": "maxPurchaseItems", "by": "claimType", "whenUnset": "PERSONAL"} reads settings.maxPurchaseItems[<claim type>].',
        oneOf: [
          { type: 'integer', minimum: 1, maximum: 50 },
          {
            type: 'object',
            additionalProperties: false,
            required: ['setting', 'by'],
            properties: {
              setting: { type: 'string', pattern: '^[a-z][A-Za-z0-9]*$' },
              by: { type: 'string', minLength: 1 },
              whenUnset: { type: 'string' },
            },
          },
        ],
      },
      serialNumber: {
        type: 'boolean',
        description: 'Each item also asks for its serial number (productSerial; text slots serialLabel, serialHint).',
      },
    },
  },
  text: {
    addItem: {},
    deleteItem: { placeholders: ['n'] },
    imeiHint: {},
    imeiLabel: {},
    itemCaption: { placeholders: ['n'] },
    productLabel: {},
    productPlaceholder: {},
    serialHint: {},
    serialLabel: {},
  },
  value: { type: 'array', items: { type: 'object' } },
  answers: './answers.ts',
  noScript: 'rows',
});
