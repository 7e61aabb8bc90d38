import { describe, expect, it } from 'vitest';
import { migrateDraft, type DraftMigrations } from '../../../src/state/draftMigrations';

const defaults = { checklist1: false, rewardMethod: 'gift', items: [{ productId: null }] };

describe('migrateDraft', () => {
  it('starts from the defaults without a stored draft or with an unreadable one', () => {
    for (const stored of [undefined, null, 'garbage', 42, { values: {} }, { version: 1 }, { version: 'one', values: {} }, { version: 1, values: null }])
      expect(migrateDraft(stored, 1, defaults)).toEqual(defaults);
  });

  it('never hands out the defaults object itself', () => {
    const values = migrateDraft(undefined, 1, defaults);
    (values.items as Array<{ productId: unknown }>)[0].productId = 'p1';
    expect(defaults.items[0].productId).toBeNull();
  });

  it('keeps a draft of the current version, filling in defaults for missing fields', () => {
    const stored = { version: 2, values: { checklist1: true, firstName: 'Ada' } };
    expect(migrateDraft(stored, 2, defaults)).toEqual({ ...defaults, checklist1: true, firstName: 'Ada' });
  });

  it('migrates an older draft through every migration in order', () => {
    const migrations: DraftMigrations = {
      1: (values) => ({ ...values, trail: [...((values.trail as number[]) ?? []), 1] }),
      2: (values) => ({ ...values, trail: [...(values.trail as number[]), 2], renamed: values.old, old: undefined }),
    };
    const stored = { version: 1, values: { old: 'kept', checklist1: true } };
    expect(migrateDraft(stored, 3, defaults, migrations)).toEqual({
      ...defaults,
      checklist1: true,
      trail: [1, 2],
      renamed: 'kept',
      old: undefined,
    });
  });

  it('resets cleanly when a migration is missing on the way', () => {
    const migrations: DraftMigrations = { 1: (values) => ({ ...values, step1: true }) };
    expect(migrateDraft({ version: 1, values: { checklist1: true } }, 3, defaults, migrations)).toEqual(defaults);
  });

  it('resets cleanly for a draft saved by newer definitions', () => {
    expect(migrateDraft({ version: 4, values: { checklist1: true } }, 3, defaults)).toEqual(defaults);
  });
});
