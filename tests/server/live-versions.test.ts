/**
 * A promotion changes live without a restart: a changed package imported and published through the command line
 * is served by the running server (its pages, its inlined wording and the content store) within seconds; a rollback
 * brings the old wording back; the history lists all of it.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from './server-process';
import { claimBody } from './claim-fixtures';
import { PNG } from './multipart';
import { freshDatabase, openTestDatabase, type TestDatabase } from './test-database';

const REPO = path.resolve(__dirname, '../..');
const ALIAS = 'homeHeroTitle';
let dir: string;
let database: TestDatabase;
let server: ServerProcess;
let env: Record<string, string>;

// Each command is a process of its own (about 2 s of CPU, several times that in CI, where two suites run at once):
// the tests that run several have generous timeouts.
const cli = (...args: string[]) => {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/promotion-cli.ts', ...args, '--actor', 'manager'], { cwd: REPO, env: { ...process.env, ...env }, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`promotion ${args.join(' ')}: ${run.stderr}`);
  return JSON.parse(run.stdout);
};
const germanHome = async () => (await fetch(`${server.origin}/de/2022launch/`)).text();
const contentStore = async () => {
  const r = await fetch(`${server.origin}/api/2022launch/content-manifest`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ type: 'alias', locales: ['de-DE'], ids: [ALIAS] }) });
  return (await r.json()).data.content['de-DE'][ALIAS];
};
async function eventually(check: () => Promise<boolean>, ms = 5000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms; the server said:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'live-versions-'));
  database = await freshDatabase();
  env = { ...database.env, DATA_DIR: path.join(dir, 'data'), DEFINITIONS_DIR: path.join(dir, 'packages', 'GOO00028'), DIST_DIR: path.join(REPO, 'dist') };
  fs.cpSync(path.join(REPO, 'page-definitions/GOO00028'), env.DEFINITIONS_DIR, { recursive: true });
  server = await startServerProcess(env, { timeoutMs: 60_000 });
}, 90_000);
afterAll(async () => {
  await server?.stop();
  await database.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('publishing while the server runs', () => {
  it('serves a published rewording within 5 s, and the old one again after a rollback', async () => {
    const original = await contentStore();
    const [first] = cli('list');
    expect(first).toMatchObject({ code: 'GOO00028', draft_hash: null });

    // The manager edits the folder (the server keeps serving the live version) and imports the edit as the draft.
    const edited = path.join(dir, 'edited', 'GOO00028');
    fs.cpSync(env.DEFINITIONS_DIR, edited, { recursive: true });
    const file = path.join(edited, 'content/de-DE.json');
    fs.writeFileSync(file, JSON.stringify({ ...JSON.parse(fs.readFileSync(file, 'utf8')), [ALIAS]: 'Jetzt Prämie sichern' }, null, 2));
    const imported = cli('import', edited);
    expect(imported.draft_hash).toBe(imported.version);
    expect(await contentStore()).toBe(original);

    cli('publish', 'GOO00028');
    await eventually(async () => (await contentStore()) === 'Jetzt Prämie sichern');
    expect(await germanHome()).toContain('Jetzt Prämie sichern');
    const health = await (await fetch(`${server.origin}/healthz`)).json();
    expect(health.promotions.GOO00028.live).toBe(imported.version);

    // A claim records the version it was submitted under.
    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'proof.png');
    const upload = await (await fetch(`${server.origin}/api/2022launch/file-upload`, { method: 'POST', body: form })).json();
    const created = await fetch(`${server.origin}/api/2022launch/claim`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(claimBody([upload.data.id])) });
    expect(created.status).toBe(200);
    const db = openTestDatabase(env.DATA_DIR, env);
    try {
      const stored = await db.selectFrom('claims').select('promotion_version').where('id', '=', (await created.json()).data.id).executeTakeFirstOrThrow();
      expect(stored.promotion_version).toBe(imported.version);
    } finally {
      await db.destroy();
    }

    cli('rollback', 'GOO00028');
    await eventually(async () => (await contentStore()) === original);
    expect(await germanHome()).not.toContain('Jetzt Prämie sichern');
    expect(cli('history', 'GOO00028').map((h: { action: string }) => h.action)).toEqual(['import', 'publish', 'import', 'publish', 'rollback']);
  }, 180_000);
});
