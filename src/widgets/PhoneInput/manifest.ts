import { defineWidget } from '../../../core/manifests/manifest';

/** What the checker, the simulation, the studio and the registry know of PhoneInput (see docs/widgets.md). */
export default defineWidget({
  props: {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: 'PhoneInput props',
    description: 'A phone number, national or international ("+<code>" names its country; without one it is the locale\'s); stores {input, international, iso2, regionCode, display}. Text slots: label, hint.',
    type: 'object',
    additionalProperties: false,
    properties: {
      autoComplete: {
        type: 'string',
        default: 'tel',
        description: 'HTML autocomplete token; the input takes a whole number, international form included, so tel by default.',
      },
    },
  },
  text: { hint: {}, label: { required: true } },
  value: { type: 'object' },
  answers: './answers.ts',
  noScript: 'phone',
  stylesheet: './phoneInput.css',
});
