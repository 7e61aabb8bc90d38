import type { FormValues } from '../contract';
import { getPath } from '../paths';
import type { Step } from '../siteDefinitions';
import { unlockAfter } from './claimFlow';
import { blocksOf, namesBoundBy } from './stepNames';
import { sameValue } from '../sameValue';

/**
 * The claim draft after Continue passed on step `index`: the next step is unlocked, and the values that decide
 * later answers are remembered as confirmed. When one of them now differs from the value confirmed last time:
 * - a `resetsForm` field (claim type) sends every later answer back to its default;
 * - an `invalidates` field (the first item's product) sends the answers of the named steps back to their
 *   defaults and re-locks them, so they are asked again (the reward of another product).
 * Memory-only answers forgotten on reload count as given again once their step passes.
 */
export function confirmAnswers(draft: FormValues, steps: readonly Step[], index: number, defaults: FormValues): FormValues {
  const step = steps[index];
  const blocks = blocksOf(step.blocks);
  const confirmed = (draft.confirmed ?? {}) as Record<string, unknown>;
  const nowConfirmed = { ...confirmed };
  const changed = (path: string) => path in confirmed && !sameValue(confirmed[path], getPath(draft, path));

  const resetting = blocks.filter((block) => block.resetsForm && block.name).map((block) => block.name as string);
  const resetsLater = resetting.some(changed);
  const invalidated = new Set<string>();
  for (const block of blocks) {
    const path = block.invalidates ? (block.invalidates.path ?? block.name) : undefined;
    if (!path) continue;
    if (changed(path)) for (const id of block.invalidates!.steps) invalidated.add(id);
    nowConfirmed[path] = structuredClone(getPath(draft, path) ?? null);
  }
  for (const name of resetting) nowConfirmed[name] = draft[name];

  const bound = new Set(namesBoundBy(step));
  const forgotten = Array.isArray(draft.forgotten) ? draft.forgotten.filter((name) => !bound.has(String(name))) : [];
  const unlocked = unlockAfter(index, Number(draft.unlockedSteps) || 0);

  if (resetsLater) {
    const kept = new Set(steps.slice(0, index + 1).flatMap(namesBoundBy));
    const keptValues = Object.fromEntries(Object.entries(draft).filter(([key]) => kept.has(key)));
    return { ...structuredClone(defaults), ...keptValues, activeStep: draft.activeStep, unlockedSteps: index + 1, confirmed: nowConfirmed, forgotten: [] };
  }

  const next: FormValues = { ...draft, unlockedSteps: unlocked, confirmed: nowConfirmed, forgotten };
  if (invalidated.size === 0) return next;
  const invalidIndexes = steps.map((s, i) => (invalidated.has(s.id) && i > index ? i : -1)).filter((i) => i >= 0);
  for (const i of invalidIndexes) {
    for (const name of namesBoundBy(steps[i])) next[name] = structuredClone(defaults[name] ?? null);
  }
  if (invalidIndexes.length > 0) next.unlockedSteps = Math.min(unlocked, Math.min(...invalidIndexes));
  return next;
}
