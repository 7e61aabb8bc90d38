import { defineWidget } from '../../../core/manifests/manifest';

/** What the checker, the simulation, the studio and the registry know of ConfirmationPanel (see docs/widgets.md). */
export default defineWidget({
  props: {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: 'ConfirmationPanel props',
    description: 'ConfirmationPanel takes no settings: its wording comes from its text slots.',
    type: 'object',
    additionalProperties: false,
    properties: {},
  },
  text: { emailSent: { placeholders: ['email'] }, nextSteps: {}, referenceLabel: {}, title: {} },
});
