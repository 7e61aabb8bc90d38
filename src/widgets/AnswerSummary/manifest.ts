import { defineWidget } from '../../../core/manifests/manifest';

/** What the checker, the simulation, the studio and the registry know of AnswerSummary (see docs/widgets.md). */
export default defineWidget({
  props: {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: 'AnswerSummary props',
    description: 'Check your answers: sections of rows, each row an answer of the draft with its label slot and formatter, and a Change link per section to the step that owns the answers.',
    type: 'object',
    additionalProperties: false,
    required: ['sections'],
    $defs: {
      path: { type: 'string', pattern: '^[a-z][A-Za-z0-9]*(\\.([a-z][A-Za-z0-9]*|[0-9]+))*$' },
      slot: { type: 'string', pattern: '^[a-z][A-Za-z0-9_]*$' },
      format: {
        enum: [
          'text',
          'lines',
          'option',
          'date',
          'product',
          'reseller',
          'price',
          'phone',
          'postcode',
          'gift',
          'masked',
        ],
        default: 'text',
      },
      row: {
        type: 'object',
        additionalProperties: false,
        required: ['label', 'answers'],
        properties: {
          label: { $ref: '#/$defs/slot', description: 'Text slot of the row\'s label.' },
          answers: {
            type: 'array',
            minItems: 1,
            items: {
              oneOf: [
                { $ref: '#/$defs/path' },
                {
                  type: 'object',
                  additionalProperties: false,
                  required: ['path'],
                  properties: {
                    path: { $ref: '#/$defs/path' },
                    format: { $ref: '#/$defs/format' },
                    optionSlotPrefix: { $ref: '#/$defs/slot' },
                  },
                },
              ],
            },
            description: 'Draft paths shown in this row (inside an `each` section: paths within one entry), or {path, format, optionSlotPrefix} for an answer formatted apart from the rest of the row.',
          },
          format: {
            $ref: '#/$defs/format',
            description: 'text: joined by spaces; lines: one per line; option: the slot <optionSlotPrefix><VALUE>; date: the locale\'s date order; product/reseller/gift: the name for the id; price: Intl currency; phone: the locale\'s national form (international for another country\'s number); postcode: as the locale\'s country writes it (SW1A 2AA, D02 XE80) whichever way it was entered; masked: last 4 characters.',
          },
          optionSlotPrefix: { $ref: '#/$defs/slot' },
          optional: {
            type: 'boolean',
            description: 'Leave the row out when it has no answer (otherwise the notProvided slot shows).',
          },
          when: {
            type: 'object',
            description: 'Show the row only when each named draft value is one of the listed values (e.g. the chosen reward method).',
            additionalProperties: { type: 'array', minItems: 1 },
          },
        },
      },
    },
    properties: {
      returnTo: { type: 'string', description: 'Step id the Change links come back to (this summary\'s step).' },
      sections: {
        type: 'array',
        minItems: 1,
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['title', 'rows'],
          properties: {
            title: { $ref: '#/$defs/slot' },
            changeStep: { type: 'string', description: 'Step id of the Change link.' },
            each: {
              $ref: '#/$defs/path',
              description: 'A list in the draft (items): the rows repeat for every entry.',
            },
            eachTitle: {
              $ref: '#/$defs/slot',
              description: 'Sub-heading of each entry ({n} is its number), shown when there is more than one.',
            },
            rows: { type: 'array', minItems: 1, items: { $ref: '#/$defs/row' } },
          },
        },
      },
    },
  },
  text: { change: {}, notProvided: {} },
  textNamedBy: ["*"],
  namedSlotPlaceholders: { '/sections/*/eachTitle': ['n'] },
});
