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
