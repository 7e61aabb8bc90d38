import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { knownRoutes } from '../../server/site/page-plan';
import { loadSiteDefinitions } from '../../server/site/site-definitions';
import type { SiteDefinitions } from '../../core/node/definitions/index';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let definitions: SiteDefinitions;

beforeAll(async () => {
  definitions = (await loadSiteDefinitions('page-definitions/GOO00028')).definitions;
  const dir = fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'site-status-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head><!--site-definitions--></head><body><div id="root"></div></body></html>');
  t = await createTestApp({ DIST_DIR: dir }, { siteDefinitions: definitions });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const SITES = { 'en-GB': '/2022launch', 'de-DE': '/de/2022launch', 'fr-FR': '/fr/2022launch' } as const;
const EVERYWHERE = ['', '/', '/how-it-works', '/qualifying', '/terms', '/cookie-policy', '/support', '/track-claim', '/my-claim', '/closed', '/claim/get-started', '/claim/purchase-details', '/Terms/', '/qualifying?from=nav'];

describe('HTTP status of site addresses', () => {
  for (const [locale, sitePath] of Object.entries(SITES)) {
    it(`${locale}: every page and flow route answers 200 with the page`, async () => {
      for (const route of EVERYWHERE) {
        const r = await get(`${sitePath}${route}`);
        expect(r.statusCode, `${sitePath}${route}`).toBe(200);
        expect(r.headers['content-type']).toContain('text/html');
      }
      // The privacy policy is an address elsewhere: the server sends the visitor there at once.
      expect((await get(`${sitePath}/privacy-policy`)).statusCode).toBe(302);
      // A flow's own address always starts at its first step: the server sends the visitor there (query kept).
      for (const route of ['/claim', '/claim/', '/claim?utm=mail']) {
        const r = await get(`${sitePath}${route}`);
        expect(r.statusCode, route).toBe(302);
        expect(r.headers.location, route).toBe(`${sitePath}/claim/get-started${route.includes('?') ? '?utm=mail' : ''}`);
      }
    });

    it(`${locale}: an address no definition knows answers 404 with the same page (it renders not-found)`, async () => {
      for (const route of ['/no-such-page', '/qualifying/extra', '/terms-and-more', '/claimx']) {
        const r = await get(`${sitePath}${route}`);
        expect(r.statusCode, `${sitePath}${route}`).toBe(404);
        expect(r.headers['content-type']).toContain('text/html');
        expect(r.body).toContain('id="site-definitions"');
        expect(String(r.headers['content-security-policy'])).toContain("default-src 'self'");
      }
    });
  }

  it('a page asked for again comes compressed at brotli 11 (kept for the next visitor), the same page, as the browser accepts', async () => {
    const url = `${SITES['en-GB']}/how-it-works`;
    const ask = (encoding: string) => t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
    const plain = (await ask('identity')).body;
    const first = await ask('gzip, deflate, br');
    expect(first.headers['content-encoding']).toBe('br');
    let best = first;
    for (let i = 0; i < 100 && best.rawPayload.length >= first.rawPayload.length; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      best = await ask('gzip, deflate, br');
    }
    expect(best.rawPayload.length).toBeLessThan(first.rawPayload.length);
    expect(best.headers['content-encoding']).toBe('br');
    expect(String(best.headers.vary)).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(best.rawPayload).toString()).toBe(plain);
    // A browser that takes gzip only still gets gzip.
    const gzip = await ask('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain);
  });

  it('the impressum is a route in Germany only', async () => {
    expect((await get('/de/2022launch/impressum')).statusCode).toBe(200);
    expect((await get('/2022launch/impressum')).statusCode).toBe(404);
    expect((await get('/fr/2022launch/impressum')).statusCode).toBe(404);
  });

  it('knows routes as the client router does', () => {
    const known = knownRoutes(definitions, 'GB');
    expect(known('')).toBe(true);
    expect(known('/claim/anything/below')).toBe(true);
    expect(known('/impressum')).toBe(false);
    expect(knownRoutes(definitions, 'DE')('/impressum')).toBe(true);
  });
});

describe('favicon', () => {
  it('answers /favicon.ico with a real icon', async () => {
    const r = await get('/favicon.ico');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('image/x-icon');
    const bytes = r.rawPayload;
    // ICONDIR: reserved 0, type 1 (icon), at least one image.
    expect(bytes.readUInt16LE(0)).toBe(0);
    expect(bytes.readUInt16LE(2)).toBe(1);
    expect(bytes.readUInt16LE(4)).toBeGreaterThanOrEqual(1);
    expect(bytes.length).toBeLessThan(20_000);
  });
});
