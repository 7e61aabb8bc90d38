import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Action, ActionContext, ActionRegistry } from '../../../src/engine/contract';
import { runActions } from '../../../core/engine/runActions';

const ctx = { processingErrorAlias: 'errorsClaimProcessing' } as ActionContext;
afterEach(() => vi.restoreAllMocks());

describe('runActions', () => {
  it('runs the named actions in the given order and passes when all pass', async () => {
    const order: string[] = [];
    const named = (name: string): Action => async () => (order.push(name), { ok: true });
    const registry = { validate: named('validate'), productCheck: named('productCheck'), identifierCheck: named('identifierCheck') };
    expect(await runActions(['validate', 'identifierCheck', 'productCheck'], registry, ctx)).toEqual({ ok: true });
    expect(order).toEqual(['validate', 'identifierCheck', 'productCheck']);
  });

  it('passes with no actions', async () => {
    expect(await runActions([], {}, ctx)).toEqual({ ok: true });
  });

  it('stops at the first failure and returns its errors', async () => {
    const later = vi.fn<Action>(() => ({ ok: true }));
    const registry: ActionRegistry = {
      validate: () => ({ ok: true }),
      claimWindowCheck: () => ({ ok: false, errors: [{ path: 'invoiceDate', alias: 'errorsDateOfPurchaseIneligible' }] }),
      productCheck: later,
    };
    const result = await runActions(['validate', 'claimWindowCheck', 'productCheck'], registry, ctx);
    expect(result).toEqual({ ok: false, errors: [{ path: 'invoiceDate', alias: 'errorsDateOfPurchaseIneligible' }] });
    expect(later).not.toHaveBeenCalled();
  });

  it('turns a thrown error into the processing error in the summary and stops', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const later = vi.fn<Action>(() => ({ ok: true }));
    const registry = {
      productCheck: async () => {
        throw new TypeError('Failed to fetch');
      },
      identifierCheck: later,
    };
    expect(await runActions(['productCheck', 'identifierCheck'], registry, ctx)).toEqual({
      ok: false,
      errors: [{ alias: 'errorsClaimProcessing' }],
    });
    expect(later).not.toHaveBeenCalled();
    expect(logged).toHaveBeenCalled();
  });

  it('refuses an action name the registry does not know', async () => {
    await expect(runActions(['launchRocket'], {}, ctx)).rejects.toThrow(/Unknown action "launchRocket"/);
  });

  describe('a form with a validation schema (validation without ceremony)', () => {
    const refusing = (calls: string[]) =>
      ({ ...ctx, validate: async () => (calls.push('validate'), [{ path: 'rating', alias: 'errorsRatingRequired' }]) }) as ActionContext;

    it('checks its answers on Continue before any action, though its actions do not name validate', async () => {
      const calls: string[] = [];
      const submit = vi.fn<Action>(() => ({ ok: true }));
      const result = await runActions(['submitClaim'], { submitClaim: submit }, refusing(calls), true);
      expect(result).toEqual({ ok: false, errors: [{ path: 'rating', alias: 'errorsRatingRequired' }] });
      expect(calls).toEqual(['validate']);
      expect(submit).not.toHaveBeenCalled();
    });

    it('checks where its actions place validate, and only there (existing packages keep their order)', async () => {
      const calls: string[] = [];
      const registry: ActionRegistry = {
        claimWindowCheck: () => (calls.push('claimWindowCheck'), { ok: true }),
        validate: async (c) => ({ ok: false, errors: await c.validate() }),
      };
      await runActions(['claimWindowCheck', 'validate'], registry, refusing(calls), true);
      expect(calls).toEqual(['claimWindowCheck', 'validate']);
    });

    it('does not check a form without a validation schema', async () => {
      const calls: string[] = [];
      expect(await runActions([], {}, refusing(calls), false)).toEqual({ ok: true });
      expect(calls).toEqual([]);
    });
  });
});
