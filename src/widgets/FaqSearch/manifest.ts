import { defineWidget } from '../../../core/manifests/manifest';

/** What the checker, the simulation, the studio and the registry know of FaqSearch (see docs/widgets.md). */
export default defineWidget({
  props: {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: 'FaqSearch props',
    description: 'Wording from text slots: label, hint, resultsOne, resultsMany ({count}), resultsNone, and the entries question1/answer1, question2/answer2 … in order (the list ends at the first missing question). Entry n is addressed as #faq-n.',
    type: 'object',
    additionalProperties: false,
    properties: {
      scrollOffset: {
        type: 'integer',
        minimum: 0,
        default: 16,
        description: 'Pixels kept between the (sticky) header and an entry opened by its #faq-n address.',
      },
    },
  },
  text: {
    'answer*': {},
    hint: {},
    label: {},
    'question*': {},
    resultsMany: { placeholders: ['count'] },
    resultsNone: {},
    resultsOne: {},
  },
  stylesheet: './faqSearch.css',
});
