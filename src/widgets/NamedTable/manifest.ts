import { defineWidget } from '../../../core/manifests/manifest';

/** What the checker, the simulation, the studio and the registry know of NamedTable (see docs/widgets.md). */
export default defineWidget({
  props: {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: 'NamedTable props',
    type: 'object',
    additionalProperties: false,
    required: ['subtitleIndex'],
    properties: {
      subtitleIndex: {
        type: 'integer',
        minimum: 0,
        description: 'Line (0-based) of the newline-separated subtitles wording that titles this table.',
      },
      sort: { type: 'boolean', description: 'Sort rows by name, case- and accent-insensitively.' },
      level: { enum: [2, 3], description: 'Heading level of the sub-title (default 2).' },
    },
  },
  text: { column: {}, empty: {}, subtitles: {} },
  stylesheet: './namedTable.css',
});
