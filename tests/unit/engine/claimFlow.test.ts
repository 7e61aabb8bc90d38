import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { canBacktrackTo, lastUnlockedIndex, stepAccess, stepsOfFlow, unlockAfter } from '../../../core/engine/flow/claimFlow';
import type { Flow, Step } from '../../../core/engine/siteDefinitions';

/** The real GOO00028 claim flow: 10 steps with claim-type, survey and confirmation behind a confirmation. */
const folder = new URL('../../../page-definitions/GOO00028/', import.meta.url);
const read = (name: string) => JSON.parse(readFileSync(new URL(name, folder), 'utf8'));
const flow: Flow = read('flows/claim.json');
const allSteps: Step[] = readdirSync(new URL('steps/', folder)).map((file) => read(`steps/${file}`));

const envWith = (claimTypeStep: boolean) => ({ flags: { claimTypeStep }, country: 'GB' });
const steps = stepsOfFlow(flow, allSteps, envWith(true));
const at = (id: string) => steps.findIndex((step) => step.id === id);
const progress = (unlockedSteps: number, hasConfirmation = false) => ({ unlockedSteps, hasConfirmation });

describe('stepsOfFlow', () => {
  it('keeps the flow order of the flow file, not the order of the step files', () => {
    expect(steps.map((step) => step.id)).toEqual(flow.steps);
    expect(steps).toHaveLength(10);
  });

  it('leaves out claim-type when its flag is off: 9 steps, same order', () => {
    const without = stepsOfFlow(flow, allSteps, envWith(false));
    expect(without).toHaveLength(9);
    expect(without.map((step) => step.id)).toEqual(flow.steps.filter((id) => id !== 'claim-type'));
  });
});

describe('stepAccess', () => {
  it('allows every step up to unlockedSteps', () => {
    expect(stepAccess(steps, 0, progress(0))).toEqual({ allowed: true });
    expect(stepAccess(steps, at('purchase-details'), progress(2))).toEqual({ allowed: true });
    expect(stepAccess(steps, at('get-started'), progress(2))).toEqual({ allowed: true });
  });

  it('sends a locked step to the last unlocked step', () => {
    expect(stepAccess(steps, at('personal-details'), progress(2))).toEqual({ allowed: false, redirectIndex: 2 });
  });

  it('sends a locked step to the first step when nothing is unlocked', () => {
    expect(stepAccess(steps, at('summary'), progress(0))).toEqual({ allowed: false, redirectIndex: 0 });
  });

  it('never redirects to a confirmation-guarded step as the "last unlocked" one', () => {
    // unlockedSteps points at the survey, which is only for visitors with a confirmation.
    expect(lastUnlockedIndex(steps, progress(at('survey')))).toBe(at('summary'));
    expect(stepAccess(steps, 99, progress(at('survey')))).toEqual({ allowed: false, redirectIndex: at('summary') });
  });

  it('opens survey and confirmation only with a confirmation, else sends to the first step', () => {
    for (const id of ['survey', 'confirmation']) {
      expect(stepAccess(steps, at(id), progress(9))).toEqual({ allowed: false, redirectIndex: 0 });
      // After submitting, unlockedSteps is reset to 0 but the confirmation lets the visitor through.
      expect(stepAccess(steps, at(id), progress(0, true))).toEqual({ allowed: true });
    }
  });
});

describe('canBacktrackTo', () => {
  it('links earlier steps while the current step allows backtracking', () => {
    expect(canBacktrackTo(steps, at('purchase-details'), at('get-started'), progress(2))).toBe(true);
    expect(canBacktrackTo(steps, at('purchase-details'), at('claim-type'), progress(2))).toBe(true);
  });

  it('never links the current step or a later one', () => {
    expect(canBacktrackTo(steps, 2, 2, progress(5))).toBe(false);
    expect(canBacktrackTo(steps, 2, 3, progress(5))).toBe(false);
  });

  it('does not link back from a step without backtracking (survey, confirmation)', () => {
    expect(canBacktrackTo(steps, at('survey'), at('summary'), progress(0, true))).toBe(false);
    expect(canBacktrackTo(steps, at('confirmation'), 0, progress(9, true))).toBe(false);
  });

  it('does not link an earlier step the visitor may not enter', () => {
    const custom = [
      { ...steps[0], id: 'a', guard: 'unlocked' },
      { ...steps[0], id: 'b', guard: 'confirmation' },
      { ...steps[0], id: 'c', guard: 'unlocked', backtracking: true },
    ] as Step[];
    expect(canBacktrackTo(custom, 2, 1, progress(2))).toBe(false);
    expect(canBacktrackTo(custom, 2, 0, progress(2))).toBe(true);
  });
});

describe('unlockAfter', () => {
  it('opens the next step after Continue', () => expect(unlockAfter(2, 2)).toBe(3));
  it('never locks later steps again when an earlier step is continued', () => expect(unlockAfter(0, 5)).toBe(5));
});
