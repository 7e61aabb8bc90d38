import { defineWidget } from '../../../core/manifests/manifest';

/** What the checker, the simulation, the studio and the registry know of FileUpload (see docs/widgets.md). */
export default defineWidget({
  props: {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: 'FileUpload props',
    type: 'object',
    additionalProperties: false,
    properties: {
      accept: {
        type: 'array',
        minItems: 1,
        uniqueItems: true,
        items: { type: 'string', pattern: '^([a-z]+/[a-z0-9.+*-]+|\\.[a-z0-9]+)$' },
        description: 'Media types (or .extensions) offered in the file chooser; the server enforces the real check.',
      },
      multiple: { type: 'boolean', default: true },
    },
  },
  text: { hint: {}, label: { required: true }, remove: {} },
  value: {
    type: 'array',
    items: {
      type: 'object',
      required: ['key'],
      properties: {
        key: { type: 'string' },
        name: { type: 'string' },
        size: { type: 'number' },
        type: { type: 'string' },
      },
    },
  },
  answers: './answers.ts',
  noScript: 'files',
});
