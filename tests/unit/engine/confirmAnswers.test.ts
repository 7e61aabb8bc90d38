import { describe, expect, it } from 'vitest';
import { confirmAnswers } from '../../../src/engine/flow/confirmAnswers';
import type { Step } from '../../../src/engine/siteDefinitions';

const step = (id: string, blocks: Step['blocks']): Step =>
  ({ schemaVersion: 1, kind: 'step', id, route: id, title: id, backtracking: true, guard: 'unlocked', actions: [], blocks }) as Step;
const steps = [
  step('get-started', [{ type: 'Checkbox', name: 'checklist1' }]),
  step('claim-type', [{ type: 'RadioGroup', name: 'claimType', resetsForm: true }]),
  step('purchase-details', [{ type: 'TextInput', name: 'reference' }, { type: 'PurchasedItems', name: 'items' }]),
];
const defaults = { checklist1: false, claimType: null, reference: '', items: [{ id: 'item-1' }], unlockedSteps: 0 };

describe('confirmAnswers (Continue passed)', () => {
  it('unlocks the next step and remembers the confirmed claim type', () => {
    const next = confirmAnswers({ ...defaults, checklist1: true, claimType: 'PERSONAL', unlockedSteps: 1 }, steps, 1, defaults);
    expect(next.unlockedSteps).toBe(2);
    expect(next.confirmed).toEqual({ claimType: 'PERSONAL' });
  });

  it('keeps every answer when the claim type is confirmed unchanged', () => {
    const draft = { ...defaults, checklist1: true, claimType: 'PERSONAL', reference: 'INV-1', unlockedSteps: 3, confirmed: { claimType: 'PERSONAL' } };
    expect(confirmAnswers(draft, steps, 1, defaults)).toMatchObject({ reference: 'INV-1', unlockedSteps: 3 });
  });

  it('a changed claim type clears later answers, keeps earlier ones and the new type, and re-locks later steps', () => {
    const draft = {
      ...defaults,
      checklist1: true,
      claimType: 'BUSINESS',
      reference: 'INV-1',
      items: [{ id: 'x', productImei: '490154203237518' }],
      unlockedSteps: 3,
      confirmed: { claimType: 'PERSONAL' },
    };
    const next = confirmAnswers(draft, steps, 1, defaults);
    expect(next).toMatchObject({ checklist1: true, claimType: 'BUSINESS', reference: '', items: [{ id: 'item-1' }], unlockedSteps: 2 });
    expect(next.confirmed).toEqual({ claimType: 'BUSINESS' });
  });
});
