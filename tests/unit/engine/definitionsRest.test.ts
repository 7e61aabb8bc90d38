/** The rest of a first screen's definitions: asked for once, merged in place, asked again after a failure. */
import { describe, expect, it, vi } from 'vitest';
import { createDefinitionsRest } from '../../../src/engine/definitionsRest';
import type { SiteDefinitions } from '../../../core/engine/siteDefinitions';

const whole = {
  locale: 'en-GB',
  promotion: {},
  pages: [
    { id: 'home', route: '', title: 'homeTitle', blocks: [{ type: 'Hero' }] },
    { id: 'support', route: 'support', title: 'supportTitle', blocks: [{ type: 'FaqSearch' }] },
  ],
  flows: [{ id: 'claim', route: 'claim', steps: ['start'], submission: { body: {} } }],
  steps: [{ id: 'start', route: 'start', title: 'startTitle', blocks: [{ type: 'Checkbox' }] }],
} as unknown as SiteDefinitions;

const firstScreen = (): SiteDefinitions =>
  ({
    ...whole,
    rest: '/2022launch/site-definitions/abc.json',
    pages: [whole.pages[0], { id: 'support', route: 'support', title: 'supportTitle' }],
    flows: [{ id: 'claim', route: 'claim', steps: ['start'] }],
    steps: [{ id: 'start', route: 'start', title: 'startTitle' }],
  }) as unknown as SiteDefinitions;

describe('createDefinitionsRest', () => {
  it('is not needed for whole definitions', () => {
    expect(createDefinitionsRest(whole, vi.fn())).toBeUndefined();
  });

  it('asks for the rest once, on the first call, and merges it into the same objects', async () => {
    const definitions = firstScreen();
    const support = definitions.pages[1];
    const load = vi.fn(async () => structuredClone(whole));
    const rest = createDefinitionsRest(definitions, load)!;
    expect(load).not.toHaveBeenCalled();
    expect(rest.completed).toBe(false);
    const first = rest.complete();
    expect(rest.complete()).toBe(first);
    await first;
    expect(load).toHaveBeenCalledOnce();
    expect(load).toHaveBeenCalledWith('/2022launch/site-definitions/abc.json');
    expect(rest.completed).toBe(true);
    expect(definitions.pages[1]).toBe(support);
    expect(support.blocks).toEqual([{ type: 'FaqSearch' }]);
    expect(definitions.flows[0].submission).toEqual({ body: {} });
    expect(definitions.rest).toBeUndefined();
    // Settled as React's use() reads it: a screen shown afterwards does not suspend.
    expect((rest.complete() as Promise<void> & { status?: string }).status).toBe('fulfilled');
  });

  it('says what failed, and stays failed (a screen rendering it again reads the same failure, not a new request)', async () => {
    const definitions = firstScreen();
    const load = vi.fn().mockRejectedValue(new Error('offline'));
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const rest = createDefinitionsRest(definitions, load)!;
    const failed = rest.complete();
    await expect(failed).rejects.toThrow('offline');
    expect(error).toHaveBeenCalledWith('The rest of the definitions could not be loaded', expect.any(Error));
    expect(rest.completed).toBe(false);
    expect(rest.complete()).toBe(failed);
    expect((failed as Promise<void> & { status?: string }).status).toBe('rejected');
    expect(load).toHaveBeenCalledOnce();
    error.mockRestore();
  });
});
