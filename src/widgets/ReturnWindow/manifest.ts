import { defineWidget } from '../../../core/manifests/manifest';

/** What the checker, the simulation, the studio and the registry know of ReturnWindow (see docs/widgets.md). */
export default defineWidget({
  props: {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: 'ReturnWindow props',
    description: 'Shows its child blocks (the return form) only while the tracked claim\'s return window is open: the whole days since its purchase date (purchased_at.date, in the locale\'s timezone) lie between promotion.json myClaim.returnWindowDays min and max. Otherwise the text slot \'closed\' (its wording names the setting: {myClaim_returnWindowDays_max}). Use with source trackedClaim. No props.',
    type: 'object',
    additionalProperties: false,
    properties: {},
  },
  text: { closed: {} },
  stylesheet: './returnWindow.css',
});
