/**
 * promotion.json fraudScreening: the site pages' CSP names exactly the provider script's origin in script-src
 * (besides 'self' and the courier hosts), nothing without the block; a bad address stops start-up. The demo
 * provider script records the org and session ids it was loaded with.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRAUD_DEMO_PATH } from '../../server/demo-services/fraud-demo';
import { CONTENT_SECURITY_POLICY, contentSecurityPolicy } from '../../server/http/security-headers';
import { START_AFTER_PAINT_SOURCE } from '../../server/site/start-after-paint';
import type { SiteDefinitions } from '../../core/node/definitions/index';
import { createTestApp, type TestApp } from './test-app';

const REPO = path.resolve(__dirname, '../..');
const PROMOTION = JSON.parse(fs.readFileSync(path.join(REPO, 'page-definitions/GOO00028/promotion.json'), 'utf8'));
const WITH_PROVIDER = { ...PROMOTION, fraudScreening: { scriptUrl: 'https://h.metrix.example:8443/fp/tags.js', organisationId: 'org-42' } };

let dist: string;
const apps: TestApp[] = [];
beforeAll(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'csp-fraud-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><!--site-definitions--></head><body><div id="root"></div></body></html>');
});
afterAll(async () => {
  for (const t of apps) await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

async function siteWith(promotion: unknown): Promise<TestApp> {
  const definitions = { promotion, pages: [], flows: [], steps: [] } as unknown as SiteDefinitions;
  const t = await createTestApp({ DIST_DIR: dist, DEFINITIONS_DIR: path.join(REPO, 'page-definitions/GOO00028') }, { siteDefinitions: definitions });
  apps.push(t);
  return t;
}

const scriptSrc = (policy: unknown) =>
  String(policy)
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([name]) => name === 'script-src')
    ?.slice(1);

describe('fraud-screening provider in the Content-Security-Policy', () => {
  it("site pages allow exactly 'self', the courier hosts and the provider's origin in script-src", async () => {
    const t = await siteWith(WITH_PROVIDER);
    for (const url of ['/2022launch/', '/de/2022launch/claim', '/fr/2022launch/my-claim']) {
      const policy = (await t.app.inject({ method: 'GET', url })).headers['content-security-policy'];
      expect(scriptSrc(policy)).toEqual(["'self'", START_AFTER_PAINT_SOURCE, ...PROMOTION.settings.myClaim.courierHosts, 'https://h.metrix.example:8443']);
    }
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
  });

  it('names no provider when none is configured', async () => {
    const { fraudScreening: _none, ...without } = WITH_PROVIDER;
    const t = await siteWith(without);
    const policy = (await t.app.inject({ method: 'GET', url: '/2022launch/' })).headers['content-security-policy'];
    expect(scriptSrc(policy)).toEqual(["'self'", START_AFTER_PAINT_SOURCE, ...PROMOTION.settings.myClaim.courierHosts]);
  });

  it('refuses to start with a script address that is not one', async () => {
    const bad = { ...PROMOTION, fraudScreening: { scriptUrl: "https://x.example/t.js 'unsafe-inline'", organisationId: 'o' } };
    await expect(siteWith(bad)).rejects.toThrow(/fraudScreening\/scriptUrl/);
    expect(() => contentSecurityPolicy([], "https://x.example 'unsafe-eval'")).toThrow(/not an origin/);
  });
});

describe('fraud-screening demo script', () => {
  it('is JavaScript anyone may load cross-origin, with no eval, storage or network use', async () => {
    const t = await siteWith(PROMOTION);
    const r = await t.app.inject({ method: 'GET', url: FRAUD_DEMO_PATH });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(r.headers['access-control-allow-origin']).toBe('*');
    expect(r.body).not.toMatch(/eval|Function\(|innerHTML|document\.write|fetch|XMLHttpRequest|cookie|Storage/);
  });

  it('records the org and session ids it was loaded with', async () => {
    const t = await siteWith(PROMOTION);
    const r = await t.app.inject({ method: 'GET', url: FRAUD_DEMO_PATH });
    const events: Array<{ type: string; detail: unknown }> = [];
    const documentElement = { dataset: {} as Record<string, string> };
    class CustomEvent {
      constructor(
        public type: string,
        public init: { detail?: unknown } = {},
      ) {}
    }
    const window = { dispatchEvent: (e: CustomEvent) => events.push({ type: e.type, detail: e.init.detail }) };
    const src = 'http://localhost:3182/fraud-demo/tags.js?org_id=org-42&session_id=visitor-7';
    vm.runInNewContext(r.body, { window, CustomEvent, URL, URLSearchParams, document: { documentElement, currentScript: { src } } });
    expect(documentElement.dataset.fraudScreening).toBe('org=org-42;session=visitor-7');
    expect(events).toEqual([{ type: 'fraud-screening-loaded', detail: { orgId: 'org-42', sessionId: 'visitor-7' } }]);
  });
});
