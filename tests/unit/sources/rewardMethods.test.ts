import { describe, expect, it, vi } from 'vitest';
import type { PromotionApi } from '../../../src/api/client';
import type { DataSourceContext } from '../../../src/engine/contract';
import rewardMethods from '../../../core/sources/rewardMethods';
import { env } from '../actions/fakeContext';

const rewards = [{ method: 'gift', gifts: [{ gift_reference: 'GIFT-PIXEL-BUDS-PRO-FOG', alias: 'rewardGiftPixelBudsProFog' }] }];

function context(values: Record<string, unknown>, reply: { data?: unknown; error?: unknown } = { data: { data: { rewards } } }) {
  const POST = vi.fn(async () => ({ ...reply, response: { status: reply.error ? 500 : 200 } }));
  const ctx: DataSourceContext = { env, api: { POST } as unknown as PromotionApi, session: { get: () => undefined, set: () => {} }, values };
  return { ctx, POST };
}

describe('rewardMethods source', () => {
  it("asks for the first item's product and answers the reward-method groups", async () => {
    const { ctx, POST } = context({ items: [{ productId: 'pixel-watch-41-matte-black' }, { productId: 'other' }] });
    expect(await rewardMethods(ctx)).toEqual(rewards);
    expect(POST).toHaveBeenCalledWith('/promotion/{id}/reward-methods', {
      params: { path: { id: 'GOO00028-DE' } },
      body: { promotion_id: 'GOO00028-DE', product_id: 'pixel-watch-41-matte-black' },
    });
  });

  it('answers no groups without a product, without asking the server', async () => {
    for (const values of [{}, { items: [] }, { items: [{ productId: null }] }]) {
      const { ctx, POST } = context(values);
      expect(await rewardMethods(ctx)).toEqual([]);
      expect(POST).not.toHaveBeenCalled();
    }
  });

  it('fails loudly when the server fails (the engine retries on the next visit)', async () => {
    const { ctx } = context({ items: [{ productId: 'p' }] }, { error: { errors: [{ code: 1 }] } });
    await expect(rewardMethods(ctx)).rejects.toThrow('reward-methods failed');
  });
});
