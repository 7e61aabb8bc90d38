import type { FormValues } from '../contract';
import type { Step } from '../siteDefinitions';

/**
 * Where Continue on step `index` leads, given the draft after it passed: the next step, or, when the visitor came
 * from a summary ("Change"), straight back there — unless the change re-locked a step before it (another
 * product re-asks the reward), which is then asked first. `clearsReturn` once the summary is reached.
 */
export function nextStepIndex(steps: readonly Step[], index: number, draft: FormValues): { index?: number; clearsReturn: boolean } {
  const returnIndex = typeof draft.returnTo === 'string' ? steps.findIndex((step) => step.id === draft.returnTo) : -1;
  if (returnIndex > index) {
    const target = Math.max(index + 1, Math.min(Number(draft.unlockedSteps) || 0, returnIndex));
    return { index: target, clearsReturn: target === returnIndex };
  }
  return { index: steps[index + 1] ? index + 1 : undefined, clearsReturn: false };
}
