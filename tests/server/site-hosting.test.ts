import type { SiteDefinitions } from '../../core/node/definitions/index';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSiteDefinitions } from '../../server/site/site-definitions';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
// Only what these tests read; the real shape is checked by the definitions checker.
const definitions = {
  promotion: { promotionCode: 'GOO00028' },
  pages: [
    { id: 'home', route: '', title: '</script><script>alert(1)</script>' },
    { id: 'qualifying', route: 'qualifying', title: 'qualifyingTitle' },
  ],
  flows: [{ id: 'claim', route: 'claim' }],
} as unknown as SiteDefinitions;

let dir: string;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'site-dist-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head><!--site-definitions--></head><body><div id="root"></div></body></html>');
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dir, 'assets', 'large-abc123.js'), 'console.log("a fairly long line");\n'.repeat(200));
  // What tooling/precompressAssets.ts writes next to an asset: its smallest brotli form, made once at build time.
  fs.writeFileSync(path.join(dir, 'assets', 'built-abc123.js'), 'console.log("built");\n'.repeat(200));
  fs.writeFileSync(path.join(dir, 'assets', 'built-abc123.js.br'), zlib.brotliCompressSync('console.log("built");\n'.repeat(200)));
  t = await createTestApp({ DIST_DIR: dir }, { siteDefinitions: definitions });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

function inlined(html: string): any {
  const match = /<script type="application\/json" id="site-definitions">(.*?)<\/script>/s.exec(html);
  expect(match).not.toBeNull();
  return JSON.parse(match![1]);
}

describe('site hosting', () => {
  it('serves index.html with the definitions and locale of each site path', async () => {
    for (const [url, locale] of [['/2022launch/', 'en-GB'], ['/2022launch/claim/purchase-details', 'en-GB'], ['/de/2022launch/', 'de-DE'], ['/fr/2022launch/qualifying', 'fr-FR'], ['/2022launch', 'en-GB']]) {
      const r = await get(url);
      expect(r.statusCode, url).toBe(200);
      expect(r.headers['content-type']).toContain('text/html');
      const json = inlined(r.body);
      expect(json.locale).toBe(locale);
      expect(json.pages[0].id).toBe('home');
    }
  });

  it('escapes < so inlined text cannot close the script element', async () => {
    const r = await get('/2022launch/');
    expect(r.body).not.toContain('</script><script>alert(1)');
    expect(inlined(r.body).pages[0].title).toBe('</script><script>alert(1)</script>');
  });

  it('compresses site files for browsers that accept it, but not API answers', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/large-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(asset.headers['content-encoding']).toBe('gzip');
    const api = await t.app.inject({
      method: 'GET',
      url: '/api/2022launch/promotion/GOO00028-GB/qualifying-products',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(api.statusCode).toBe(200);
    expect(api.headers['content-encoding']).toBeUndefined();
  });

  it("compresses a phone field's flag (an SVG under a kilobyte, on the line before a claim step is ready)", async () => {
    const flag = await t.app.inject({ method: 'GET', url: '/2022launch/images/flags/gb.svg', headers: { 'accept-encoding': 'br' } });
    expect(flag.statusCode).toBe(200);
    expect(flag.headers['content-encoding']).toBe('br');
    const svg = zlib.brotliDecompressSync(flag.rawPayload);
    expect(svg.toString()).toMatch(/^<svg/);
    expect(flag.rawPayload.length).toBeLessThan(svg.length * 0.6);
  });

  it("serves an asset's brotli form written by the build as it is, and the asset itself to browsers without brotli", async () => {
    const brotli = await t.app.inject({ method: 'GET', url: '/assets/built-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.equals(fs.readFileSync(path.join(dir, 'assets', 'built-abc123.js.br')))).toBe(true);
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toContain('console.log("built")');
    expect(String(brotli.headers.vary)).toMatch(/accept-encoding/i);
    const plain = await t.app.inject({ method: 'GET', url: '/assets/built-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("built");\n'.repeat(200));
  });

  it('serves hashed assets with immutable caching and 404s a missing asset', async () => {
    const r = await get('/assets/index-abc123.js');
    expect(r.statusCode).toBe(200);
    expect(String(r.headers['cache-control'])).toContain('immutable');
    // Named by content: nothing to revalidate, and none of a page's own headers (each would cost every script again).
    for (const header of ['etag', 'last-modified', 'accept-ranges', 'x-frame-options', 'referrer-policy']) expect(r.headers[header], header).toBeUndefined();
    const missing = await get('/assets/nope.js');
    expect(missing.statusCode).toBe(404);
  });

  it('redirects / to the default site and sends the CSP on pages', async () => {
    const r = await get('/');
    expect(r.statusCode).toBe(302);
    expect(r.headers.location).toBe('/2022launch/');
    const page = await get('/2022launch/');
    expect(String(page.headers['content-security-policy'])).not.toContain('unsafe-eval');
    expect(page.headers['x-frame-options']).toBe('DENY');
  });

  it('does not serve paths outside the site paths', async () => {
    expect((await get('/es/2022launch/')).statusCode).toBe(404);
  });
});

describe('definitions the server refuses', () => {
  it('reports every error of a broken promotion folder with file and JSON pointer', async () => {
    const result = await loadSiteDefinitions('tests/fixtures/broken-definitions');
    expect(result.errors.length).toBeGreaterThanOrEqual(3);
    expect(result.errors).toContainEqual(expect.objectContaining({ pointer: '/blocks/1/type', message: expect.stringContaining('Carousel') }));
  });

  it('accepts the real GOO00028 definitions', async () => {
    expect((await loadSiteDefinitions('page-definitions/GOO00028')).errors).toEqual([]);
  });
});
