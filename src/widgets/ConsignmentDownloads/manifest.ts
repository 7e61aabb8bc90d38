import { defineWidget } from '../../../core/manifests/manifest';

/** What the checker, the simulation, the studio and the registry know of ConsignmentDownloads (see docs/widgets.md). */
export default defineWidget({
  props: {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: 'ConsignmentDownloads props',
    description: 'The AWAITING_TRADEIN label downloads of the tracked claim (block source trackedClaim): one button per consignment, the label fetched from `source` with { consignment_id } and saved as `fileName`; courier scripts of \'script\' consignments load only from promotion.json myClaim.courierHosts; after myClaim.tradeInWaitDays since the claim\'s last update the windowExpired text replaces the buttons.',
    type: 'object',
    additionalProperties: false,
    required: ['source', 'fileName'],
    properties: {
      source: {
        type: 'string',
        description: 'Data source answering the label as a file (tradeInDocument).',
        pattern: '^[a-z][A-Za-z0-9]*$',
      },
      fileName: {
        type: 'string',
        description: 'Name the label is saved under.',
        pattern: '^[a-z0-9][a-z0-9-]{0,63}\\.pdf$',
      },
    },
  },
  text: {
    download: {},
    downloadFailed: {},
    downloadNumbered: { placeholders: ['number'] },
    intro: {},
    windowExpired: {},
  },
  stylesheet: './consignmentDownloads.css',
});
