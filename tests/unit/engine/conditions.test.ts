import { describe, expect, it } from 'vitest';
import { conditionHolds } from '../../../core/engine/conditions';

const env = { flags: { on: true, off: false }, country: 'DE' };

describe('conditionHolds', () => {
  it('holds without a condition', () => expect(conditionHolds(undefined, env)).toBe(true));

  it('flag: holds only when the flag is on (unknown flags are off)', () => {
    expect(conditionHolds({ flag: 'on' }, env)).toBe(true);
    expect(conditionHolds({ flag: 'off' }, env)).toBe(false);
    expect(conditionHolds({ flag: 'unknown' }, env)).toBe(false);
  });

  it('notFlag: holds only when the flag is not on', () => {
    expect(conditionHolds({ notFlag: 'off' }, env)).toBe(true);
    expect(conditionHolds({ notFlag: 'unknown' }, env)).toBe(true);
    expect(conditionHolds({ notFlag: 'on' }, env)).toBe(false);
  });

  it('values: an answer such as the claim type holds when listed, not when unset', () => {
    expect(conditionHolds({ values: { claimType: ['BUSINESS'] } }, env, { claimType: 'BUSINESS' })).toBe(true);
    expect(conditionHolds({ values: { claimType: ['BUSINESS'] } }, env, { claimType: 'PERSONAL' })).toBe(false);
    expect(conditionHolds({ values: { claimType: ['BUSINESS'] } }, env, {})).toBe(false);
  });

  it('country: holds for the listed countries of the locale (impressum only in DE)', () => {
    expect(conditionHolds({ country: ['DE'] }, env)).toBe(true);
    expect(conditionHolds({ country: ['DE'] }, { ...env, country: 'GB' })).toBe(false);
  });

  it('notCountry: holds for every other country (a county select only in France)', () => {
    expect(conditionHolds({ notCountry: ['FR'] }, env)).toBe(true);
    expect(conditionHolds({ notCountry: ['DE'] }, env)).toBe(false);
  });

  it('values: holds when each named form value is listed (the form of the chosen reward method)', () => {
    const values = { rewardMethod: 'paypal', bank: { country: 'GB' } };
    expect(conditionHolds({ values: { rewardMethod: ['paypal', 'gift'] } }, env, values)).toBe(true);
    expect(conditionHolds({ values: { rewardMethod: ['gift'] } }, env, values)).toBe(false);
    expect(conditionHolds({ values: { 'bank.country': ['GB'] } }, env, values)).toBe(true);
    expect(conditionHolds({ values: { rewardMethod: [null] } }, env, {})).toBe(true);
  });

  it('needs every part to hold', () => {
    expect(conditionHolds({ flag: 'on', country: ['DE'] }, env)).toBe(true);
    expect(conditionHolds({ flag: 'on', country: ['FR'] }, env)).toBe(false);
    expect(conditionHolds({ flag: 'off', country: ['DE'] }, env)).toBe(false);
  });
});
