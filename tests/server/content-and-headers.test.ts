import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, {}, { 'en-GB': { homeTitle: 'Claim your gift', homeSubtitle: 'Pixel 7', errorsImeiClaimed: 'IMEI claimed' }, 'de-DE': { homeTitle: 'Geschenk sichern' } });
});
afterAll(() => t.close());

const manifest = (body: unknown) => t.call('POST', '/content-manifest', body);

describe('content-manifest', () => {
  it('returns every alias of each requested locale', async () => {
    const r = await manifest({ type: 'alias', locales: ['en-GB', 'de-DE'] });
    expect(r.status).toBe(200);
    expect(r.body.data.content['en-GB']).toEqual({ homeTitle: 'Claim your gift', homeSubtitle: 'Pixel 7', errorsImeiClaimed: 'IMEI claimed' });
    expect(r.body.data.content['de-DE']).toEqual({ homeTitle: 'Geschenk sichern' });
  });

  it('filters by ids and by prefix', async () => {
    const byIds = await manifest({ type: 'alias', locales: ['en-GB'], ids: ['homeTitle', 'unknownAlias'] });
    expect(byIds.body.data.content['en-GB']).toEqual({ homeTitle: 'Claim your gift' });
    const byPrefix = await manifest({ type: 'alias', locales: ['en-GB'], prefix: 'home' });
    expect(Object.keys(byPrefix.body.data.content['en-GB']).sort()).toEqual(['homeSubtitle', 'homeTitle']);
    const both = await manifest({ type: 'alias', locales: ['en-GB'], prefix: 'errors', ids: ['homeTitle', 'errorsImeiClaimed'] });
    expect(both.body.data.content['en-GB']).toEqual({ errorsImeiClaimed: 'IMEI claimed' });
  });

  it('answers an empty map for a locale without content', async () => {
    const r = await manifest({ type: 'alias', locales: ['fr-FR'] });
    expect(r.body.data.content).toEqual({ 'fr-FR': {} });
  });

  it('rejects bad bodies with 400 code 2', async () => {
    for (const body of [{ type: 'other', locales: ['en-GB'] }, { type: 'alias', locales: [] }, { type: 'alias', locales: ['en-GB'], extra: 1 }, { type: 'alias', locales: ['../etc'] }]) {
      const r = await manifest(body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.errors[0].code).toBe(2);
    }
  });
});

describe('headers and errors', () => {
  it('sends the security headers, with a CSP without unsafe-eval', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(r.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(r.headers['x-frame-options']).toBe('DENY');
  });

  it('marks API answers no-store, also errors', async () => {
    const ok = await t.call('GET', '/promotion/GOO00028-GB/date-window-status');
    expect(ok.headers['cache-control']).toBe('no-store');
    const missing = await t.call('GET', '/promotion/NOPE/date-window-status');
    expect(missing.headers['cache-control']).toBe('no-store');
  });

  it('answers unknown routes with 404 ErrorBody', async () => {
    const r = await t.call('GET', '/no-such-endpoint');
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ errors: [{ code: 1, message: 'Not found' }] });
  });
});
