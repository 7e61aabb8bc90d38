import { describe, expect, it } from 'vitest';
import { confirmAnswers } from '../../../core/engine/flow/confirmAnswers';
import type { Step } from '../../../core/engine/siteDefinitions';

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

describe('confirmAnswers: a changed product re-asks the reward', () => {
  const flow = [
    step('purchase-details', [{ type: 'PurchasedItems', name: 'items', invalidates: { path: 'items.0.productId', steps: ['reward-details'] } }]),
    step('personal-details', [{ type: 'TextInput', name: 'firstName' }]),
    step('reward-details', [{ type: 'RadioGroup', name: 'rewardMethod' }, { type: 'GiftChoice', name: 'rewardPreference' }]),
    step('summary', []),
  ];
  const base = { items: [{ productId: 'phone' }], firstName: 'Ada', rewardMethod: 'gift', rewardPreference: 'case', unlockedSteps: 3 };
  const flowDefaults = { items: [{ productId: null }], firstName: '', rewardMethod: 'gift', rewardPreference: null };

  it('remembers the product the first time without clearing anything', () => {
    const next = confirmAnswers(base, flow, 0, flowDefaults);
    expect(next).toMatchObject({ rewardPreference: 'case', unlockedSteps: 3, confirmed: { 'items.0.productId': 'phone' } });
  });

  it('keeps the reward when the same product is confirmed again', () => {
    const draft = { ...base, confirmed: { 'items.0.productId': 'phone' } };
    expect(confirmAnswers(draft, flow, 0, flowDefaults)).toMatchObject({ rewardPreference: 'case', unlockedSteps: 3 });
  });

  it('clears the reward and re-locks its step when another product is confirmed, keeping other answers', () => {
    const draft = { ...base, items: [{ productId: 'watch' }], confirmed: { 'items.0.productId': 'phone' } };
    const next = confirmAnswers(draft, flow, 0, flowDefaults);
    expect(next).toMatchObject({ firstName: 'Ada', rewardPreference: null, rewardMethod: 'gift', unlockedSteps: 2 });
    expect(next.confirmed).toEqual({ 'items.0.productId': 'watch' });
  });

  it('a forgotten memory-only answer counts as given again once its step passes', () => {
    const draft = { ...base, forgotten: ['rewardPreference', 'firstName'] };
    expect(confirmAnswers(draft, flow, 2, flowDefaults).forgotten).toEqual(['firstName']);
  });
});
