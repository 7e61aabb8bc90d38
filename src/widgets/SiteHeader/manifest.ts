import { defineWidget } from '../../../core/manifests/manifest';

/** What the checker, the simulation, the studio and the registry know of SiteHeader (see docs/widgets.md). */
export default defineWidget({
  props: {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: 'SiteHeader props',
    type: 'object',
    additionalProperties: false,
    required: ['links'],
    properties: {
      links: {
        type: 'array',
        description: 'Main navigation in display order.',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['to', 'slot'],
          properties: {
            to: { type: 'string', pattern: '^[a-z][a-z0-9-]*$', description: 'Id of the page or flow.' },
            slot: {
              type: 'string',
              pattern: '^[a-z][A-Za-z0-9_]*$',
              description: 'Text slot of the link\'s wording.',
            },
            countries: {
              type: 'array',
              items: { type: 'string', pattern: '^[A-Z]{2}$' },
              description: 'Show the link only in these countries.',
            },
          },
        },
      },
    },
  },
  text: { countrySelector: {}, 'country_*': {}, menu: {}, navLabel: {}, siteName: {}, skipLink: {} },
  textNamedBy: ["/links/*/slot"],
});
