import { defineWidget } from '../../../core/manifests/manifest';

/** What the checker, the simulation, the studio and the registry know of SiteFooter (see docs/widgets.md). */
export default defineWidget({
  props: {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: 'SiteFooter props',
    type: 'object',
    additionalProperties: false,
    required: ['links'],
    properties: {
      links: {
        type: 'array',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['slot'],
          oneOf: [{ required: ['to'] }, { required: ['href'] }],
          properties: {
            to: { type: 'string', pattern: '^[a-z][a-z0-9-]*$', description: 'Id of a page of this site.' },
            href: { type: 'string', pattern: '^(https://|mailto:)', description: 'An external address.' },
            slot: {
              type: 'string',
              pattern: '^[a-z][A-Za-z0-9_]*$',
              description: 'Text slot of the link\'s wording.',
            },
            countries: {
              type: 'array',
              items: { type: 'string', pattern: '^[A-Z]{2}$' },
              description: 'Show the link only in these countries (impressum: ["DE"]).',
            },
          },
        },
      },
    },
  },
  text: { copyright: {}, navLabel: {} },
  textNamedBy: ["/links/*/slot"],
});
