import { describe, expect, it } from 'vitest';
import { unlockedWithout } from '../../../core/engine/flow/claimFlow';
import { nextStepIndex } from '../../../core/engine/flow/nextStepIndex';
import type { Step } from '../../../core/engine/siteDefinitions';

const step = (id: string, names: string[] = []): Step =>
  ({ schemaVersion: 1, kind: 'step', id, route: id, title: id, backtracking: true, guard: 'unlocked', actions: [], blocks: names.map((name) => ({ type: 'TextInput', name })) }) as Step;
const steps = [step('purchase-details', ['items']), step('upload', ['documents']), step('personal-details', ['firstName']), step('reward-details', ['rewardMethod', 'bankDetails']), step('summary')];

describe('Change from the summary (GOV.UK check answers)', () => {
  it('goes to the next step without a return marker', () => {
    expect(nextStepIndex(steps, 0, { unlockedSteps: 4 })).toEqual({ index: 1, clearsReturn: false });
  });

  it('returns straight to the summary after Continue', () => {
    expect(nextStepIndex(steps, 2, { unlockedSteps: 4, returnTo: 'summary' })).toEqual({ index: 4, clearsReturn: true });
  });

  it('asks a re-locked step first (another product re-asks the reward), keeping the marker', () => {
    expect(nextStepIndex(steps, 0, { unlockedSteps: 3, returnTo: 'summary' })).toEqual({ index: 3, clearsReturn: false });
  });

  it('ignores a marker for a step that is not ahead', () => {
    expect(nextStepIndex(steps, 4, { unlockedSteps: 4, returnTo: 'summary' })).toEqual({ index: undefined, clearsReturn: false });
  });
});

describe('forgotten memory-only answers re-lock the step that asks for them', () => {
  it('caps the unlocked steps at that step', () => {
    expect(unlockedWithout(steps, 4, ['bankDetails'])).toBe(3);
    expect(unlockedWithout(steps, 2, ['bankDetails'])).toBe(2);
    expect(unlockedWithout(steps, 4, [])).toBe(4);
    expect(unlockedWithout(steps, 4, undefined)).toBe(4);
  });
});
