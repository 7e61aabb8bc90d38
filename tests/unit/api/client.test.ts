import createClient from 'openapi-fetch';
import { describe, expect, it } from 'vitest';
import { createPromotionApi } from '../../../src/api/client';
import type { paths } from '../../../core/generated/api/promotion-api';

/** A fetch that records each request and answers 200 with a JSON body. */
function recordingFetch() {
  const requests: Request[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    requests.push(request);
    return new Response(JSON.stringify({ ok: true, path: new URL(request.url).pathname }), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  return { requests, fetch: fetch as typeof globalThis.fetch };
}

describe('the promotion API client, its code loaded on the first request', () => {
  it("sends exactly what openapi-fetch sends, and hands back its answer", async () => {
    const lazy = recordingFetch();
    const direct = recordingFetch();
    const api = createPromotionApi('http://api.test/api', lazy.fetch);
    const reference = createClient<paths>({ baseUrl: 'http://api.test/api', fetch: direct.fetch });
    const init = { body: { email: 'ada@example.com', public_reference: '123-456-789' } } as never;
    const [answer, expected] = await Promise.all([api.POST('/claim-details-request', init), reference.POST('/claim-details-request', init)]);
    expect(answer.data).toEqual(expected.data);
    expect(lazy.requests.map((r) => `${r.method} ${r.url}`)).toEqual(direct.requests.map((r) => `${r.method} ${r.url}`));
    expect(await lazy.requests[0].text()).toBe(await direct.requests[0].text());
  });

  it('applies middleware registered before the first request', async () => {
    const lazy = recordingFetch();
    const api = createPromotionApi('http://api.test/api', lazy.fetch);
    api.use({ onRequest: ({ request }) => (request.headers.set('x-test', 'yes'), request) });
    await api.GET('/promotion/{id}/date-window-status', { params: { path: { id: 'GOO00028-GB' } } });
    expect(lazy.requests[0].headers.get('x-test')).toBe('yes');
  });
});
