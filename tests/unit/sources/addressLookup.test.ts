import { describe, expect, it, vi } from 'vitest';
import type { PromotionApi } from '../../../src/api/client';
import type { DataSourceContext } from '../../../src/engine/contract';
import addressLookup from '../../../core/sources/addressLookup';
import { env } from '../actions/fakeContext';

const items = [{ Line1: '10 Downing Street', Line2: '', City: 'London', Province: 'Greater London', PostalCode: 'SW1A 2AA' }];

function context(params: Record<string, unknown> | undefined, reply: { data?: unknown; error?: unknown } = { data: { data: { items } } }) {
  const POST = vi.fn(async () => ({ ...reply, response: { status: reply.error ? 500 : 200 } }));
  const ctx: DataSourceContext = {
    env: { ...env, country: 'GB' },
    api: { POST } as unknown as PromotionApi,
    session: { get: () => undefined, set: () => {} },
    values: {},
    params,
  };
  return { ctx, POST };
}

describe('addressLookup source', () => {
  it("searches the locale's country with the trimmed query and answers the items", async () => {
    const { ctx, POST } = context({ query: '  SW1A 2AA ' });
    expect(await addressLookup(ctx)).toEqual(items);
    expect(POST).toHaveBeenCalledWith('/address-lookup', { body: { country: 'GB', query: 'SW1A 2AA' } });
  });

  it('answers nothing for a query too short to search, without asking the server', async () => {
    for (const params of [undefined, {}, { query: ' a ' }, { query: 42 }]) {
      const { ctx, POST } = context(params);
      expect(await addressLookup(ctx)).toEqual([]);
      expect(POST).not.toHaveBeenCalled();
    }
  });

  it('fails loudly when the server fails, so the widget can say so', async () => {
    const { ctx } = context({ query: 'Downing' }, { error: { errors: [{ code: 1 }] } });
    await expect(addressLookup(ctx)).rejects.toThrow('address-lookup failed');
  });
});
