import { defineWidget } from '../../../core/manifests/manifest';

/** What the checker, the simulation, the studio and the registry know of AuditDocuments (see docs/widgets.md). */
export default defineWidget({
  props: {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: 'AuditDocuments props',
    description: 'The audit documents of the tracked claim\'s consignment units (block source trackedClaim), any status: one download per document, fetched from `source` with { audit_document_id } and saved as <document type>.pdf.',
    type: 'object',
    additionalProperties: false,
    required: ['source'],
    properties: {
      source: {
        type: 'string',
        description: 'Data source answering a document as a file (auditDocument).',
        pattern: '^[a-z][A-Za-z0-9]*$',
      },
    },
  },
  text: {
    documentNumbered: { placeholders: ['document', 'number'] },
    documentTypeOther: { placeholders: ['type'] },
    'documentType_*': {},
    download: { placeholders: ['document'] },
    downloadFailed: {},
    fileTypePdf: {},
    title: {},
  },
  stylesheet: './auditDocuments.css',
});
