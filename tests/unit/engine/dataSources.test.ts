import { describe, expect, it, vi } from 'vitest';
import { createDataSourceCache, FIRST_LOCATION_KEY, visitKeyOf } from '../../../src/engine/dataSources';
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
    const first = cache.get('products', visitKeyOf(FIRST_LOCATION_KEY, 0)) as Promise<unknown> & { status?: string; value?: unknown };
    // Settled before any render reads it: hydration shows the server's data in its first render.
    expect(first.status).toBe('fulfilled');
    expect(first.value).toEqual(['pixel-7']);
    expect(products).not.toHaveBeenCalled();
    // A later visit (another history entry, or after a form changed the data) asks again.
    void cache.get('products', visitKeyOf(FIRST_LOCATION_KEY, 1));
    expect(products).toHaveBeenCalledOnce();
  });
});
