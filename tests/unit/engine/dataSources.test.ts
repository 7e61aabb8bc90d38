import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDataSourceCache, visitKeyOf } from '../../../src/engine/dataSources';
import type { PromotionApi } from '../../../src/api/client';
import type { SiteEnvironment } from '../../../src/engine/contract';

const env = { promotionId: 'GOO00028-GB' } as SiteEnvironment;
const api = {} as PromotionApi;

describe('the data-source cache', () => {
  it('asks once per source and page visit', async () => {
    const products = vi.fn(async () => ['pixel-7']);
    const cache = createDataSourceCache({ products }, env, api);
    await cache.get('products', 'a:0');
    await cache.get('products', 'a:0');
    await cache.get('products', 'b:0');
    expect(products).toHaveBeenCalledTimes(2);
  });

  it('starts with what the server rendered the page with, already settled, and does not ask for it', () => {
    const products = vi.fn(async () => ['asked']);
    const cache = createDataSourceCache({ products }, env, api, { products: ['pixel-7'] });
    const first = cache.get('products', visitKeyOf('default', 0)) as Promise<unknown> & { status?: string; value?: unknown };
    // Settled before any render reads it: hydration shows the server's data in its first render.
    expect(first.status).toBe('fulfilled');
    expect(first.value).toEqual(['pixel-7']);
    expect(products).not.toHaveBeenCalled();
    // A later visit (another history entry, or after a form changed the data) asks again.
    void cache.get('products', visitKeyOf('default', 1));
    expect(products).toHaveBeenCalledOnce();
  });

  afterEach(() => vi.unstubAllGlobals());

  it('files the server’s data under the history entry the page loads on: a page reloaded after moving around in the site hydrates with it too', () => {
    // React Router keeps the entry's key in history.state: a reload starts on that key, not on "default".
    vi.stubGlobal('history', { state: { usr: null, key: '7awjb10t', idx: 2 } });
    const products = vi.fn(async () => ['asked']);
    const cache = createDataSourceCache({ products }, env, api, { products: ['pixel-7'] });
    const first = cache.get('products', visitKeyOf('7awjb10t', 0)) as Promise<unknown> & { status?: string };
    expect(first.status).toBe('fulfilled');
    expect(products).not.toHaveBeenCalled();
  });
});
