import { describe, expect, it } from 'vitest';
import { storableValues } from '../../../src/state/formValuesAtom';

describe('memory-only draft fields (bank details never reach browser storage)', () => {
  const defaults = { firstName: '', bankDetails: { country: 'GB' } };

  it('leaves memory-only names out and remembers that they held an answer', () => {
    const stored = storableValues({ firstName: 'Ada', bankDetails: { country: 'GB', accountNumber: '12345678' } }, defaults, ['bankDetails']);
    expect(stored).toEqual({ firstName: 'Ada', forgotten: ['bankDetails'] });
    expect(JSON.stringify(stored)).not.toContain('12345678');
  });

  it('does not mark an untouched memory-only field as forgotten', () => {
    expect(storableValues({ firstName: 'Ada', bankDetails: { country: 'GB' } }, defaults, ['bankDetails'])).toEqual({ firstName: 'Ada', forgotten: [] });
  });

  it('keeps an earlier forgotten mark until the step that asks again passes', () => {
    expect(storableValues({ firstName: 'Ada', bankDetails: { country: 'GB' }, forgotten: ['bankDetails'] }, defaults, ['bankDetails']).forgotten).toEqual(['bankDetails']);
  });

  it('stores everything when nothing is memory-only', () => {
    const values = { firstName: 'Ada' };
    expect(storableValues(values, defaults, [])).toBe(values);
  });
});
