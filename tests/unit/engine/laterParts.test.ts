import { describe, expect, it, vi } from 'vitest';
import { laterPart } from '../../../src/engine/laterParts';

describe('a later part (code fetched once the site is ready, there by the first click)', () => {
  it('is downloaded once, whether fetched ahead or first needed', async () => {
    const load = vi.fn(() => Promise.resolve({ run: 'submit' }));
    const part = laterPart(load);
    part.prefetch();
    expect(await part.load()).toEqual({ run: 'submit' });
    expect(await part.load()).toEqual({ run: 'submit' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asked for ahead and failed, is asked for again when needed, and the failure ahead disturbs nothing', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline for a moment')).mockResolvedValue({ run: 'submit' });
    const part = laterPart(load);
    part.prefetch();
    // Let the failed fetch settle: nothing is thrown to the page.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await part.load()).toEqual({ run: 'submit' });
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe("the site's later parts (what Continue runs)", () => {
  async function freshParts() {
    vi.resetModules();
    const module = await import('../../../src/engine/laterParts');
    const prefetched = Object.values(module.laterParts).map((part) => vi.spyOn(part, 'prefetch').mockImplementation(() => undefined));
    return { ...module, prefetchedTimes: () => prefetched.map((spy) => spy.mock.calls.length) };
  }

  it('are not fetched on a page without a form, however long it stays', async () => {
    const parts = await freshParts();
    parts.prefetchLaterParts();
    expect(parts.prefetchedTimes().every((times) => times === 0)).toBe(true);
  });

  it('are fetched once the site is ready when a form showed before, or as soon as one shows after', async () => {
    const early = await freshParts();
    early.formOnScreen();
    expect(early.prefetchedTimes().every((times) => times === 0)).toBe(true);
    early.prefetchLaterParts();
    expect(early.prefetchedTimes().every((times) => times === 1)).toBe(true);

    const later = await freshParts();
    later.prefetchLaterParts();
    later.formOnScreen();
    expect(later.prefetchedTimes().every((times) => times === 1)).toBe(true);
  });
});
