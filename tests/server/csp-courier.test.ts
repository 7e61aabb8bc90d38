/**
 * The site pages' Content-Security-Policy allows exactly 'self', the hash of the pages' inline start script and
 * promotion.json settings.myClaim.courierHosts in script-src (every page: my-claim can be reached by client-side navigation); every other directive and every
 * other answer (API, health, assets, the courier demo script) keeps the base policy. The demo courier script.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COURIER_DEMO_PATH } from '../../server/demo-services/courier-demo';
import { CONTENT_SECURITY_POLICY, SUBRESOURCE_POLICY } from '../../server/http/security-headers';
import { START_AFTER_PAINT_SOURCE } from '../../server/site/start-after-paint';
import type { SiteDefinitions } from '../../core/node/definitions/index';
import { createTestApp, type TestApp } from './test-app';
import { directives } from './csp-directives';

const REPO = path.resolve(__dirname, '../..');
const PROMOTION = JSON.parse(fs.readFileSync(path.join(REPO, 'page-definitions/GOO00028/promotion.json'), 'utf8'));
/** The policy every answer had before courier hosts existed; answers other than site pages still send it. */
const BASE_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'; require-trusted-types-for 'script'; trusted-types site-content dompurify script-url";

const PAGES = ['/2022launch', '/2022launch/', '/2022launch/my-claim', '/2022launch/claim/purchase-details', '/de/2022launch/my-claim', '/fr/2022launch/track-claim'];

let dist: string;
const apps: TestApp[] = [];
beforeAll(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'csp-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><!--site-definitions--></head><body><div id="root"></div></body></html>');
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
});
afterAll(async () => {
  for (const t of apps) await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

async function siteWith(promotion: unknown): Promise<TestApp> {
  // The routes of the pages the test asks for: an address no page knows answers 404.
  const pages = [
    { id: 'home', route: '', title: 'homeTitle' },
    { id: 'my-claim', route: 'my-claim', title: 'myClaimTitle' },
    { id: 'track-claim', route: 'track-claim', title: 'trackClaimTitle' },
  ];
  const definitions = { promotion, pages, flows: [{ id: 'claim', route: 'claim' }], steps: [] } as unknown as SiteDefinitions;
  const t = await createTestApp({ DIST_DIR: dist, DEFINITIONS_DIR: path.join(REPO, 'page-definitions/GOO00028') }, { siteDefinitions: definitions });
  apps.push(t);
  return t;
}

describe('Content-Security-Policy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await siteWith(PROMOTION);
  });

  it('the base policy is unchanged', () => {
    expect(CONTENT_SECURITY_POLICY).toBe(BASE_POLICY);
  });

  it("every site page allows exactly 'self' and the configured courier hosts in script-src, nothing else loosened", async () => {
    expect(PROMOTION.settings.myClaim.courierHosts).toEqual(['http://localhost:*']);
    for (const url of PAGES) {
      const r = await t.app.inject({ method: 'GET', url });
      expect(r.statusCode, url).toBe(200);
      expect(r.headers['content-type']).toContain('text/html');
      const policy = directives(r.headers['content-security-policy']);
      expect(policy.get('script-src'), url).toEqual(["'self'", START_AFTER_PAINT_SOURCE, 'http://localhost:*']);
      // The one inline script a page may carry is exactly the one the hash allows.
      for (const [, inline] of String(r.body).matchAll(/<script>([^]*?)<\/script>/g)) {
        expect(`'sha256-${createHash('sha256').update(inline).digest('base64')}'`, url).toBe(START_AFTER_PAINT_SOURCE);
      }
      const base = directives(BASE_POLICY);
      base.delete('script-src');
      policy.delete('script-src');
      expect(policy, url).toEqual(base);
      expect(String(r.headers['content-security-policy'])).not.toContain('unsafe-eval');
    }
  });

  it('API answers and health keep the base policy; scripts (assets, the courier demo) one that lets nothing load or frame them', async () => {
    const answers = [
      await t.app.inject({ method: 'GET', url: '/api/2022launch/promotion/GOO00028-GB/qualifying-products' }),
      await t.app.inject({ method: 'POST', url: '/api/2022launch/claim-details-request', payload: { promotion_id: 'GOO00028-GB', email: 'a@example.com', reference: '000-000-000' } }),
      await t.app.inject({ method: 'GET', url: '/api/2022launch/no-such-route' }),
      await t.app.inject({ method: 'GET', url: '/healthz' }),
      await t.app.inject({ method: 'GET', url: '/' }),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([200, 403, 404, 200, 302]);
    for (const r of answers) expect(r.headers['content-security-policy']).toBe(BASE_POLICY);
    const scripts = [await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' }), await t.app.inject({ method: 'GET', url: COURIER_DEMO_PATH })];
    expect(scripts.map((r) => r.statusCode)).toEqual([200, 200]);
    for (const r of scripts) expect(r.headers['content-security-policy']).toBe(SUBRESOURCE_POLICY);
  });

  it('lists several courier hosts in their order; none without the myClaim block', async () => {
    const hosts = ['https://labels.courier.example', 'https://*.parcels.example:8443', 'http://localhost:*'];
    const several = await siteWith({ ...PROMOTION, settings: { ...PROMOTION.settings, myClaim: { ...PROMOTION.settings.myClaim, courierHosts: hosts } } });
    const page = await several.app.inject({ method: 'GET', url: '/2022launch/my-claim' });
    expect(directives(page.headers['content-security-policy']).get('script-src')).toEqual(["'self'", START_AFTER_PAINT_SOURCE, ...hosts]);

    const { myClaim: _omitted, ...withoutMyClaim } = PROMOTION.settings;
    const withoutBlock = { ...PROMOTION, settings: withoutMyClaim };
    const none = await siteWith(withoutBlock);
    const withoutHosts = directives((await none.app.inject({ method: 'GET', url: '/2022launch/' })).headers['content-security-policy']);
    expect(withoutHosts.get('script-src')).toEqual(["'self'", START_AFTER_PAINT_SOURCE]);
  });

  it('refuses to start with a courier host that is not an origin', async () => {
    const bad = { ...PROMOTION, settings: { ...PROMOTION.settings, myClaim: { ...PROMOTION.settings.myClaim, courierHosts: ["https://x.example 'unsafe-inline'"] } } };
    await expect(siteWith(bad)).rejects.toThrow(/myClaim\/courierHosts\/0/);
  });
});

describe('courier demo script', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await siteWith(PROMOTION);
  });

  it('is JavaScript anyone may load cross-origin, without personal data', async () => {
    const r = await t.app.inject({ method: 'GET', url: COURIER_DEMO_PATH });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(r.headers['access-control-allow-origin']).toBe('*');
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.body).not.toMatch(/@|eval|Function\(|innerHTML|document\.write|fetch|XMLHttpRequest|cookie|Storage/);
  });

  it('marks the page and dispatches courier-script-loaded when it runs', async () => {
    const r = await t.app.inject({ method: 'GET', url: COURIER_DEMO_PATH });
    const events: Array<{ type: string; detail: unknown }> = [];
    const documentElement = { dataset: {} as Record<string, string> };
    class CustomEvent {
      constructor(
        public type: string,
        public init: { detail?: unknown } = {},
      ) {}
    }
    const window = { dispatchEvent: (e: CustomEvent) => events.push({ type: e.type, detail: e.init.detail }) };
    vm.runInNewContext(r.body, { window, CustomEvent, document: { documentElement, currentScript: { src: 'http://localhost:3231/courier-demo/label.js' } } });
    expect(documentElement.dataset.courierScript).toBe('loaded');
    expect(events).toEqual([{ type: 'courier-script-loaded', detail: { src: 'http://localhost:3231/courier-demo/label.js' } }]);
  });
});
