/**
 * Issue 34: a page the server rendered carries only the definitions its first screen needs (rendered with exactly
 * those) and the address of the whole ones; that address answers them, cacheable for good since it names their
 * version. A page the browser renders carries them whole.
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
let t: TestApp;

/** A renderer that shows which pages and steps of the definitions it was given carry blocks (none for my-claim). */
const RENDERER = `export async function renderScreen(input) {
  if (input.url.includes('support/contact')) return undefined;
  const carried = [...input.definitions.pages, ...input.definitions.steps].filter((part) => part.blocks).map((part) => part.id);
  return { html: '<p id="carried">' + carried.join(' ') + '</p>', data: {}, aliases: [] };
}`;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'first-screen-definitions-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.mkdirSync(path.join(dist, 'ssr'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div><!--site-definitions--></body></html>');
  fs.writeFileSync(path.join(dist, 'ssr', 'renderScreen.js'), RENDERER);
  const { definitions } = await loadSiteDefinitions(path.join(REPO, 'page-definitions/GOO00028'));
  t = await createTestApp({ DIST_DIR: dist, DEFINITIONS_DIR: path.join(REPO, 'page-definitions/GOO00028') }, { siteDefinitions: definitions }, { 'en-GB': { homeTitle: 'Home' } });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
const inlinedIn = (html: string): SiteDefinitions & { rest?: string } => JSON.parse(/<script type="application\/json" id="site-definitions">(.*?)<\/script>/s.exec(html)![1]);
const withBlocks = (definitions: SiteDefinitions) => [...definitions.pages, ...definitions.steps].filter((part) => part.blocks).map((part) => part.id);

describe("a rendered page's definitions", () => {
  it("carry only the first screen's blocks, which the server rendered with, and where the whole ones are", async () => {
    for (const [url, shown] of [['/2022launch/', 'home'], ['/2022launch/support', 'support'], ['/2022launch/claim/get-started', 'get-started']]) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      const inlined = inlinedIn(page.body);
      expect(withBlocks(inlined), url).toEqual([shown]);
      expect(page.body, url).toContain(`<p id="carried">${shown}</p>`);
      expect(inlined.rest, url).toMatch(/^\/2022launch\/site-definitions\/[\w-]{16}\.json$/);
      expect(inlined.flows.every((flow) => flow.submission === undefined), url).toBe(true);
    }
  });

  it('name whole definitions the address answers, for good, as JSON', async () => {
    const { rest } = inlinedIn((await get('/2022launch/')).body);
    expect(inlinedIn((await get('/2022launch/support')).body).rest).toBe(rest);
    const whole = await get(rest!);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toContain('application/json');
    expect(whole.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const definitions = whole.json() as SiteDefinitions & { locale: string; rest?: string };
    expect(definitions.locale).toBe('en-GB');
    expect(definitions.rest).toBeUndefined();
    expect(withBlocks(definitions)).toContain('my-claim');
    expect(withBlocks(definitions)).toContain('personal-details');
    expect(definitions.flows[0].submission).toBeDefined();
  });

  it('answers no other version (one published since): not found, never cached', async () => {
    const answer = await get('/2022launch/site-definitions/AAAAAAAAAAAAAAAA.json');
    expect(answer.statusCode).toBe(404);
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('are whole where the browser renders the page', async () => {
    const inlined = inlinedIn((await get('/2022launch/support/contact')).body);
    expect(inlined.rest).toBeUndefined();
    expect(withBlocks(inlined)).toContain('my-claim');
    expect(inlined.flows[0].submission).toBeDefined();
  });
});
