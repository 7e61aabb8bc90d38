import { defineWidget } from '../../../core/manifests/manifest';

/** What the checker, the simulation, the studio and the registry know of BankDetails (see docs/widgets.md). */
export default defineWidget({
  props: {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: 'BankDetails props',
    description: 'Bank details bound to one object. Text slots: title, forgotten (why they are asked again after a reload), countryLabel, country_<CC>, <field>Label and <field>Hint for accountName, accountNumber, routingNumber, iban, swift (a <field>Hint_<CC> is said instead for a bank in that country, e.g. accountNumberHint_US: the length of its account numbers); sortCodeLabel, sortCodeHint, sortCodeBoxLabel ({n}, {count}); accountTypeLegend, accountType_CHECKING/SAVINGS; legalTypeLegend, legalType_PRIVATE/BUSINESS.',
    type: 'object',
    additionalProperties: false,
    properties: {
      countries: {
        type: 'array',
        minItems: 1,
        uniqueItems: true,
        items: { type: 'string', pattern: '^[A-Z]{2}$' },
        description: 'Bank countries offered, in order (default GB, IE, DE, FR, US). GB asks sort code, US routing number, any other IBAN + SWIFT.',
      },
      defaultCountry: {
        type: 'string',
        pattern: '^[A-Z]{2}$',
        description: 'Bank country until the visitor picks one when the locale\'s own country is not among `countries` (which it otherwise is); default: the first of `countries`.',
      },
      sortCodePlaceholders: {
        type: 'array',
        items: { type: 'string', maxLength: 2 },
        minItems: 3,
        maxItems: 3,
        description: 'Example digits shown in the three sort code boxes, e.g. ["11", "22", "99"].',
      },
    },
  },
  text: {
    '*Hint': {},
    '*Hint_*': {},
    '*Label': {},
    accountTypeLegend: {},
    'accountType_*': {},
    countryLabel: {},
    'country_*': {},
    forgotten: {},
    ibanHint: {},
    ibanLabel: {},
    legalTypeLegend: {},
    'legalType_*': {},
    sortCodeBoxLabel: { placeholders: ['n', 'count'] },
    sortCodeHint: {},
    sortCodeLabel: {},
    swiftHint: {},
    swiftLabel: {},
    title: {},
  },
  value: { type: 'object' },
  answers: './answers.ts',
  noScript: 'fields',
  stylesheet: './bankDetails.css',
});
