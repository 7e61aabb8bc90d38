import { defineWidget } from '../../../core/manifests/manifest';

/** What the checker, the simulation, the studio and the registry know of EnvValue (see docs/widgets.md). */
export default defineWidget({
  props: {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: 'EnvValue props',
    description: 'Keeps the bound form value equal to a fact of the locale (e.g. the hidden country of the address). Shows nothing.',
    type: 'object',
    additionalProperties: false,
    required: ['from'],
    properties: { from: { enum: ['country', 'locale', 'currency'], description: 'Which locale fact to copy.' } },
  },
  text: {},
  value: {},
  asks: false,
  answers: './answers.ts',
  noScript: 'env',
});
