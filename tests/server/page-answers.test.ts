/**
 * The first answer is right: a redirect page answers 3xx from the server, every HTML answer carries the
 * Permissions-Policy and cross-origin isolation headers, and the demo courier's loopback host is allowed only while
 * the demo services run.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSiteDefinitions } from '../../server/site/site-definitions';
import type { SiteDefinitions } from '../../core/node/definitions/index';
import { createTestApp, type TestApp } from './test-app';

const REPO = path.resolve(__dirname, '../..');
let dist: string;
let definitions: SiteDefinitions;
const apps: TestApp[] = [];

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'page-answers-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><!--site-definitions--></head><body><div id="root"></div></body></html>');
  definitions = (await loadSiteDefinitions(path.join(REPO, 'page-definitions/GOO00028'))).definitions;
});
afterAll(async () => {
  for (const t of apps) await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

async function site(env: Record<string, string> = {}, wording: Record<string, unknown> = {}) {
  const t = await createTestApp({ DIST_DIR: dist, DEFINITIONS_DIR: path.join(REPO, 'page-definitions/GOO00028'), ...env }, { siteDefinitions: definitions }, wording);
  apps.push(t);
  return t;
}

describe('page answers', () => {
  it('a redirect page answers 302 to its address in the locale', async () => {
    const t = await site();
    const en = await t.app.inject({ method: 'GET', url: '/2022launch/privacy-policy' });
    expect(en.statusCode).toBe(302);
    expect(en.headers.location).toBe('https://policies.google.com/privacy?hl=en-GB');
    const de = await t.app.inject({ method: 'GET', url: '/de/2022launch/privacy-policy' });
    expect(de.headers.location).toBe('https://policies.google.com/privacy?hl=de');
  });

  it('every HTML answer carries Permissions-Policy, COOP and CORP; the 404 page too', async () => {
    const t = await site();
    for (const url of ['/2022launch/', '/2022launch/claim/get-started', '/fr/2022launch/support', '/2022launch/no-such-page', '/2022launch/privacy-policy']) {
      const answer = await t.app.inject({ method: 'GET', url });
      expect(answer.headers['permissions-policy'], url).toMatch(/camera=\(\), microphone=\(\), geolocation=\(\), payment=\(\)/);
      expect(answer.headers['cross-origin-opener-policy'], url).toBe('same-origin');
      expect(answer.headers['cross-origin-resource-policy'], url).toBe('same-origin');
    }
  });

  it('allows the loopback courier host only while the demo services run', async () => {
    const demo = await site();
    const production = await site({ DEMO_SERVICES: 'off' });
    const policy = async (t: TestApp) => String((await t.app.inject({ method: 'GET', url: '/2022launch/' })).headers['content-security-policy']);
    expect(await policy(demo)).toContain('http://localhost:*');
    expect(await policy(production)).not.toContain('localhost');
    expect((await production.app.inject({ method: 'GET', url: '/courier-demo/label.js' })).statusCode).toBe(404);
  });

  it("answers the locale's whole wording, its markup sanitised as in the pages, for a page that carried only its screen's", async () => {
    const t = await site({}, { 'en-GB': { howItWorksTitle: 'How it works', termsBody: '<p>Read <a href="/t" onclick="x()">this</a></p><script>alert(1)</script>' }, 'de-DE': { navHome: 'Startseite' } });
    for (const [url, alias, wording] of [
      ['/2022launch/site-content.json', 'howItWorksTitle', 'How it works'],
      ['/2022launch/site-content.json', 'termsBody', '<p>Read <a href="/t">this</a></p>'],
      ['/de/2022launch/site-content.json', 'navHome', 'Startseite'],
    ]) {
      const answer = await t.app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['content-type']).toContain('application/json');
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect((answer.json() as Record<string, string>)[alias], url).toBe(wording);
    }
    // No wording to give (the store has none for the locale): the browser keeps what its page carried.
    expect((await t.app.inject({ method: 'GET', url: '/fr/2022launch/site-content.json' })).statusCode).toBe(503);
  });
});
