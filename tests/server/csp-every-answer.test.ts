/**
 * Issue 9: one strict Content-Security-Policy on every kind of answer (site pages, the not-found page, API
 * answers and errors, a 500, assets, images, health): no 'unsafe-inline' or 'unsafe-eval' anywhere, and Trusted
 * Types required for script sinks. And the wording inlined into pages, or left out when the content store fails.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSiteDefinitions } from '../../core/node/definitions/index';
import { createTestApp, type TestApp } from './test-app';
import { directives } from './csp-directives';

const REPO = path.resolve(__dirname, '../..');
const DEFINITIONS = path.join(REPO, 'page-definitions/GOO00028');

let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'csp-every-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="en"><head><!--site-definitions--></head><body><div id="root"></div></body></html>');
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dist, 'assets', 'widget-Hero-abc123.js'), 'export default 1');
  fs.writeFileSync(
    path.join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-abc123.js', isEntry: true },
      'src/widgets/Hero/index.tsx': { file: 'assets/widget-Hero-abc123.js', css: ['assets/Hero-abc123.css'] },
      'src/engine/flow/ClaimFlowView.tsx': { file: 'assets/ClaimFlowView-abc123.js' },
      'node_modules/dompurify/dist/purify.es.mjs': { file: 'assets/purify.es-abc123.js' },
      'core/sources/qualifyingResellers.ts': { file: 'assets/qualifyingResellers-abc123.js' },
    }),
  );
  const { definitions } = await loadSiteDefinitions(DEFINITIONS);
  t = await createTestApp({ DIST_DIR: dist, DEFINITIONS_DIR: DEFINITIONS }, { siteDefinitions: definitions }, { 'en-GB': { homeHeroTerms: 'Claim <b>your</b> reward </script><script>alert(1)</script>' }, 'de-DE': '{ not json' });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('the CSP of every kind of answer', () => {
  it('is strict on pages, the 404 page, API answers and errors, a 500, assets, images and health', async () => {
    const answers = {
      page: await t.app.inject({ method: 'GET', url: '/2022launch/' }),
      step: await t.app.inject({ method: 'GET', url: '/2022launch/claim/purchase-details' }),
      notFound: await t.app.inject({ method: 'GET', url: '/2022launch/no-such-page' }),
      api: await t.app.inject({ method: 'GET', url: '/api/2022launch/promotion/GOO00028-GB/qualifying-products' }),
      apiError: await t.app.inject({ method: 'POST', url: '/api/2022launch/claim-details-request', payload: {} }),
      serverError: await t.app.inject({ method: 'POST', url: '/api/2022launch/content-manifest', payload: { type: 'alias', locales: ['de-DE'] } }),
      asset: await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' }),
      image: await t.app.inject({ method: 'GET', url: '/2022launch/images/how-it-works/step-1-buy-360.webp' }),
      health: await t.app.inject({ method: 'GET', url: '/healthz' }),
    };
    expect(Object.fromEntries(Object.entries(answers).map(([k, r]) => [k, r.statusCode]))).toEqual({
      page: 200,
      step: 200,
      notFound: 404,
      api: 200,
      apiError: 400,
      serverError: 500,
      asset: 200,
      image: 200,
      health: 200,
    });
    // A script runs only inside the site's pages, under theirs, and a photo runs nothing: their own policy lets
    // nothing load or frame them.
    const { asset, image, ...documents } = answers;
    for (const [kind, r] of Object.entries({ asset, image })) {
      expect(directives(r.headers['content-security-policy']), kind).toEqual(
        new Map([
          ['default-src', ["'none'"]],
          ['frame-ancestors', ["'none'"]],
        ]),
      );
      expect(r.headers['x-content-type-options'], kind).toBe('nosniff');
    }
    for (const [kind, r] of Object.entries(documents)) {
      const policy = String(r.headers['content-security-policy']);
      expect(policy, kind).not.toMatch(/unsafe-inline|unsafe-eval/);
      const d = directives(policy);
      expect(d.get('script-src')?.[0], kind).toBe("'self'");
      expect(d.get('style-src'), kind).toEqual(["'self'"]);
      expect(d.get('require-trusted-types-for'), kind).toEqual(["'script'"]);
      expect(d.get('trusted-types'), kind).toEqual(['site-content', 'dompurify', 'script-url']);
      expect(d.get('object-src'), kind).toEqual(["'none'"]);
    }
  });
});

describe('pages carry what their first screen needs', () => {
  it('inline the locale wording as JSON that cannot close its script element, its markup sanitised', async () => {
    const html = (await t.app.inject({ method: 'GET', url: '/2022launch/' })).body;
    const script = /<script type="application\/json" id="site-content">(.*?)<\/script>/s.exec(html);
    expect(script).not.toBeNull();
    expect(script![1]).not.toContain('</script>');
    // The browser shows inlined markup without a sanitiser of its own: the server's DOMPurify already removed the script.
    expect(JSON.parse(script![1])).toEqual({ homeHeroTerms: 'Claim <b>your</b> reward ' });
  });

  it('leave the wording out when the content store cannot read it (the browser then asks, with retries)', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/de/2022launch/' });
    expect(r.statusCode).toBe(200);
    expect(r.body).toContain('id="site-definitions"');
    expect(r.body).not.toContain('id="site-content"');
  });

  it("preload the screen's widget chunks and stylesheets from the build manifest, and the flow's view on a step", async () => {
    const home = (await t.app.inject({ method: 'GET', url: '/2022launch/' })).body;
    expect(home).toContain('<link rel="modulepreload" crossorigin href="/assets/widget-Hero-abc123.js">');
    expect(home).toContain('<link rel="stylesheet" crossorigin href="/assets/Hero-abc123.css">');
    expect(home).not.toContain('ClaimFlowView');
    // The entry is loaded by index.html already: never twice.
    expect(home.match(/index-abc123\.js/g) ?? []).toHaveLength(0);
    const step = (await t.app.inject({ method: 'GET', url: '/2022launch/claim/purchase-details' })).body;
    expect(step).toContain('href="/assets/ClaimFlowView-abc123.js"');
    expect(step).not.toContain('widget-Hero');
    expect(step).toContain('href="/assets/qualifyingResellers-abc123.js"');
    // The date-window status where the guard asks for it, so the step needs no request before it paints.
    expect(step).toContain('<script type="application/json" id="site-status">{"dateWindow":"OPEN"}</script>');
    expect(home).not.toContain('site-status');
    // The wording's markup arrives sanitised: no page downloads the sanitiser for its first screen.
    expect(home).not.toContain('purify');
    expect(step).not.toContain('purify');
  });
});
