import type { FormValues } from '../contract';
import type { Block, Step } from '../siteDefinitions';
import { unlockAfter } from './claimFlow';

/** Names bound by blocks, recursively. */
function namesOf(blocks: readonly Block[] | undefined, into: string[] = [], onlyResetting = false): string[] {
  for (const block of blocks ?? []) {
    if (block.name && (!onlyResetting || block.resetsForm)) into.push(block.name);
    namesOf(block.blocks, into, onlyResetting);
  }
  return into;
}

/**
 * The claim draft after Continue passed on step `index`: the next step is unlocked, and when a field marked
 * `resetsForm` now differs from the value confirmed last time (changing claim type), the answers of later
 * steps go back to their defaults — the answers of this and earlier steps, and the new value, are kept.
 */
export function confirmAnswers(draft: FormValues, steps: readonly Step[], index: number, defaults: FormValues): FormValues {
  const confirmed = (draft.confirmed ?? {}) as Record<string, unknown>;
  const resetting = namesOf(steps[index].blocks, [], true);
  const changed = resetting.some((name) => name in confirmed && confirmed[name] !== draft[name]);
  const nowConfirmed = { ...confirmed, ...Object.fromEntries(resetting.map((name) => [name, draft[name]])) };

  if (!changed) return { ...draft, unlockedSteps: unlockAfter(index, Number(draft.unlockedSteps) || 0), confirmed: nowConfirmed };

  const kept = new Set(steps.slice(0, index + 1).flatMap((step) => namesOf(step.blocks)).map((name) => name.split('.')[0]));
  const keptValues = Object.fromEntries(Object.entries(draft).filter(([key]) => kept.has(key)));
  return {
    ...structuredClone(defaults),
    ...keptValues,
    activeStep: draft.activeStep,
    unlockedSteps: index + 1,
    confirmed: nowConfirmed,
  };
}
