import { defineWidget } from '../../../core/manifests/manifest';

/** What the checker, the simulation, the studio and the registry know of InstructionSteps (see docs/widgets.md). */
export default defineWidget({
  props: {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: 'InstructionSteps props',
    description: 'An ordered list of instruction sections, each an image beside its title and body. Section n reads the text slots step<n>Title, step<n>Body and step<n>ImageAlt.',
    type: 'object',
    additionalProperties: false,
    required: ['steps'],
    properties: {
      steps: {
        type: 'array',
        minItems: 1,
        maxItems: 20,
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['image'],
          properties: { image: { $ref: '#/$defs/image' } },
        },
      },
      sizes: {
        type: 'string',
        minLength: 1,
        description: 'The img sizes attribute: how wide the image is drawn at each viewport width, so the browser picks the smallest file that is sharp. Default: (min-width: 48em) 20rem, 100vw.',
      },
    },
    $defs: {
      image: {
        type: 'object',
        additionalProperties: false,
        required: ['src', 'width', 'height', 'widths'],
        description: 'A self-hosted image in the promotion\'s images folder: <src>-<w>.webp exists for every w in widths.',
        properties: {
          src: {
            type: 'string',
            pattern: '^[a-z0-9-]+(/[a-z0-9-]+)*$',
            description: 'Path below images/ without the -<width>.webp suffix, e.g. how-it-works/step-1-buy.',
          },
          width: {
            type: 'integer',
            minimum: 1,
            description: 'Intrinsic width: with height it reserves the image\'s space before it loads.',
          },
          height: { type: 'integer', minimum: 1 },
          widths: {
            type: 'array',
            minItems: 1,
            uniqueItems: true,
            items: { type: 'integer', minimum: 1 },
            description: 'Pixel widths rendered, e.g. [360, 720].',
          },
        },
      },
    },
  },
  text: { 'step*Body': {}, 'step*ImageAlt': {}, 'step*Title': {} },
  stylesheet: './instructionSteps.css',
});
