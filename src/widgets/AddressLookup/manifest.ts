import { defineWidget } from '../../../core/manifests/manifest';

/** What the checker, the simulation, the studio and the registry know of AddressLookup (see docs/widgets.md). */
export default defineWidget({
  props: {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: 'AddressLookup props',
    description: 'Search field (the block\'s bound value) whose chosen result fills the form fields named in `fields`; the block\'s child blocks are the address fields. Text slots: label, hint, manualEntry, resultsOne, resultsMany ({count}), resultsNone, searchFailed, chosen, find (the search button; without scripts it asks the server), use (uses the address chosen among those the server found).',
    type: 'object',
    additionalProperties: false,
    required: ['source', 'fields'],
    properties: {
      source: {
        type: 'string',
        pattern: '^[a-z][A-Za-z0-9]*$',
        description: 'Data source called with { query } as the customer types (core/sources/<name>.ts), e.g. addressLookup.',
      },
      fields: {
        type: 'object',
        minProperties: 1,
        description: 'Key of a result (Line1, Line2, City, Province, PostalCode) → dotted form path it fills. The first path shown gets focus after a choice.',
        additionalProperties: { type: 'string', pattern: '^[a-z][A-Za-z0-9]*(\\.[a-z0-9][A-Za-z0-9]*)*$' },
      },
      keepAsIs: {
        type: 'array',
        uniqueItems: true,
        items: { type: 'string' },
        description: 'Result keys copied without the spec\'s character stripping (only trimmed), e.g. Province where it must match a list of options.',
      },
      fieldsAtOnce: {
        type: 'boolean',
        default: false,
        description: 'Show the address fields from the start, under the search, instead of once an address is chosen or manual entry asked for: a browser\'s autofill fills only the fields it finds, so a step that should be filled whole by autofill shows them.',
      },
      minLength: { type: 'integer', minimum: 2, default: 3, description: 'Characters typed before the first search.' },
    },
  },
  text: {
    chosen: {},
    find: {},
    use: {},
    hint: {},
    label: { required: true },
    manualEntry: {},
    resultsMany: { placeholders: ['count'] },
    resultsNone: {},
    resultsOne: {},
    searchFailed: {},
  },
  value: { type: 'string' },
  answers: './answers.ts',
  noScript: 'lookup',
  stylesheet: './addressLookup.css',
});
