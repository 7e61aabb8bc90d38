import { describe, expect, it } from 'vitest';
import { createPromotionApi } from '../../../src/api/client';
import { loadContent } from '../../../src/content/loadContent';

const quick = { attempts: 3, timeoutMs: 1_000, delaysMs: [1] };
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The API client over a scripted fetch: each call answers the next status. */
function apiAnswering(...statuses: number[]) {
  const calls: number[] = [];
  const api = createPromotionApi('http://test/api', async () => {
    const status = statuses[Math.min(calls.length, statuses.length - 1)];
    calls.push(status);
    return status === 200 ? json(200, { data: { content: { 'de-DE': { homeTitle: 'Willkommen' } } } }) : json(status, { errors: [{ code: 1 }] });
  });
  return { api, calls };
}

describe('loadContent', () => {
  it('tries again after 503s and answers the wording', async () => {
    const { api, calls } = apiAnswering(503, 503, 200);
    expect(await loadContent(api, 'de-DE', quick)).toEqual({ homeTitle: 'Willkommen' });
    expect(calls).toEqual([503, 503, 200]);
  });

  it('gives up after the policy attempts while the store stays down', async () => {
    const { api, calls } = apiAnswering(503);
    await expect(loadContent(api, 'de-DE', quick)).rejects.toThrow('503');
    expect(calls).toHaveLength(3);
  });

  it('does not repeat a request the store refuses as malformed (400)', async () => {
    const { api, calls } = apiAnswering(400);
    await expect(loadContent(api, 'de-DE', quick)).rejects.toThrow('400');
    expect(calls).toHaveLength(1);
  });

  it('tries again when the network fails', async () => {
    let calls = 0;
    const api = createPromotionApi('http://test/api', async () => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch');
      return json(200, { data: { content: { 'de-DE': {} } } });
    });
    expect(await loadContent(api, 'de-DE', quick)).toEqual({});
    expect(calls).toBe(2);
  });
});
