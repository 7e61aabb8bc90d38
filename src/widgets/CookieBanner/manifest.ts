import { defineWidget } from '../../../core/manifests/manifest';

/** What the checker, the simulation, the studio and the registry know of CookieBanner (see docs/widgets.md). */
export default defineWidget({
  props: {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: 'CookieBanner props',
    description: 'No props: the wording comes from the text slots title, body, acceptAll and minimal.',
    type: 'object',
    additionalProperties: false,
    properties: {},
  },
  text: { acceptAll: {}, body: { required: true }, minimal: {}, title: { required: true } },
  stylesheet: './cookieBanner.css',
});
