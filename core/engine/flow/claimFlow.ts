import type { SiteEnvironment } from '../contract';
import { conditionHolds } from '../conditions';
import { namesBoundBy } from './stepNames';
import type { Flow, Step } from '../siteDefinitions';

/** The steps of a flow in order, leaving out those whose condition does not hold (e.g. claim-type with its flag off). */
export function stepsOfFlow(flow: Flow, steps: readonly Step[], env: Pick<SiteEnvironment, 'flags' | 'country'>): Step[] {
  const byId = new Map(steps.map((step) => [step.id, step]));
  return flow.steps
    .map((id) => byId.get(id))
    .filter((step): step is Step => step !== undefined && conditionHolds(step.visibleWhen, env));
}

export interface FlowProgress {
  /** How many steps have been passed with Continue; step i (0-based) is open when i <= unlockedSteps. */
  unlockedSteps: number;
  hasConfirmation: boolean;
}

export type StepAccess = { allowed: true } | { allowed: false; redirectIndex: number };

/**
 * The one guard of the claim flow, used for Continue, breadcrumb links, deep links, back/forward and reload.
 * A locked step sends the visitor to the last unlocked step (or the first).
 */
export function stepAccess(steps: readonly Step[], index: number, progress: FlowProgress): StepAccess {
  const step = steps[index];
  if (!step) return { allowed: false, redirectIndex: lastUnlockedIndex(steps, progress) };
  if (step.guard === 'confirmation') {
    return progress.hasConfirmation ? { allowed: true } : { allowed: false, redirectIndex: 0 };
  }
  if (index <= progress.unlockedSteps) return { allowed: true };
  return { allowed: false, redirectIndex: lastUnlockedIndex(steps, progress) };
}

export function lastUnlockedIndex(steps: readonly Step[], progress: FlowProgress): number {
  for (let i = Math.min(progress.unlockedSteps, steps.length - 1); i >= 0; i--) {
    if (steps[i].guard === 'unlocked') return i;
  }
  return 0;
}

/** Whether the breadcrumb entry for step `target` is a link while `current` is shown. */
export function canBacktrackTo(steps: readonly Step[], current: number, target: number, progress: FlowProgress): boolean {
  return target < current && steps[current]?.backtracking === true && stepAccess(steps, target, progress).allowed;
}

/** unlockedSteps after Continue on step `index` passed. */
export function unlockAfter(index: number, unlockedSteps: number): number {
  return Math.max(unlockedSteps, index + 1);
}

/**
 * Unlocked steps once memory-only answers were forgotten on reload: the first step that asks for one of them
 * must be passed again, so a summary never shows (or submits) answers that are gone.
 */
export function unlockedWithout(steps: readonly Step[], unlockedSteps: number, forgotten: unknown): number {
  if (!Array.isArray(forgotten) || forgotten.length === 0) return unlockedSteps;
  const asks = steps.findIndex((step) => namesBoundBy(step).some((name) => forgotten.includes(name)));
  return asks === -1 ? unlockedSteps : Math.min(unlockedSteps, asks);
}
