import type { FormValues } from '../contract';
import type { Flow } from '../siteDefinitions';

/** The draft's values before any answer: the flow's own defaults, no step passed. */
export const flowDefaults = (flow: Flow): FormValues => ({
  unlockedSteps: 0,
  activeStep: null,
  ...(flow.defaults as FormValues),
});
