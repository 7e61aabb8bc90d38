/**
 * A page form sent before its server-rendered page hydrated posts to the page (src/engine/blocks/FormBlock.tsx):
 * the answers never enter an address, and the server shows the page again without reading them.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSiteDefinitions } from '../../core/node/definitions/index';
import { createTestApp, type TestApp } from './test-app';

let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'early-post-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="en"><head><!--site-definitions--></head><body><div id="root"></div></body></html>');
  const definitionsDir = path.resolve(__dirname, '../../page-definitions/GOO00028');
  const { definitions } = await loadSiteDefinitions(definitionsDir);
  t = await createTestApp({ DIST_DIR: dist, DEFINITIONS_DIR: definitionsDir }, { siteDefinitions: definitions });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('a page form posted before the page hydrated', () => {
  it('is answered by showing the page again (303 to the same address), its answers neither kept nor in the address', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/2022launch/track-claim',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'claimReference=111&email=ada%40example.com',
    });
    expect(r.statusCode).toBe(303);
    expect(r.headers.location).toBe('/2022launch/track-claim');
    expect(String(r.headers['content-security-policy'])).not.toContain('unsafe');
    const home = await t.app.inject({ method: 'POST', url: '/de/2022launch', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=b' });
    expect(home.statusCode).toBe(303);
    expect(home.headers.location).toBe('/de/2022launch');
  });
});
