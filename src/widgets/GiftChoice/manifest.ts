import { defineWidget } from '../../../core/manifests/manifest';

/** What the checker, the simulation, the studio and the registry know of GiftChoice (see docs/widgets.md). */
export default defineWidget({
  props: {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: 'GiftChoice props',
    description: 'Gifts from the block\'s source (reward-method groups [{method, gifts: [{gift_reference, alias}]}]) as buttons with radio semantics. Text slots: title, hint, group_<method> (optional group heading), and those named in productTitles.',
    type: 'object',
    additionalProperties: false,
    properties: {
      productTitles: {
        type: 'object',
        propertyNames: { type: 'string', minLength: 1 },
        additionalProperties: { type: 'string', pattern: '^[a-z][A-Za-z0-9_]*$' },
        description: 'Product id of the first purchased item → text slot of the title shown instead of \'title\', e.g. {"pixel-watch-41-matte-black": "titleWatch"}.',
      },
    },
  },
  text: { 'group_*': {}, hint: {}, title: {} },
  textNamedBy: ["/productTitles/*"],
  value: { type: ['string', 'null'] },
  answers: './answers.ts',
  noScript: 'choice',
  stylesheet: './giftChoice.css',
});
