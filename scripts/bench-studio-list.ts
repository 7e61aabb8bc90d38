/**
 * `npm run bench:studio-list [-- <promotions> [<claims>]]`: the studio's list of promotions with hundreds of them, on
 * the real server as `npm start` runs it (dist-server/main.mjs, built first): <promotions> copies (default 300, made by
 * scripts/promotion-copies.ts in one definitions folder) on a temp DATA_DIR with <claims> claims (default 30,000) spread
 * over their last 30 days, then GET /studio/api/promotions as the studio asks it — the first page, a search as typed, a
 * state, a sort by claims, the last page — each the first time (cold) and then the median and worst of 20.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import Database from 'better-sqlite3';
import { buildServer, SERVER_BUNDLE } from './build-server.mjs';
import { writePromotionCopies } from './promotion-copies';
import { startServerProcess } from '../tests/server/server-process';

const REPO = path.resolve(import.meta.dirname, '..');
const PASSWORD = 'a long enough bench password';
const count = Number(process.argv[2] ?? 300);
const claimCount = Number(process.argv[3] ?? 30_000);
const QUERIES = ['', '?q=nimbus', '?q=copy-12', '?state=ending-soon', '?sort=claims&order=desc', `?page=${Math.ceil(count / 25)}`, '?q=orbit&state=claims-open&sort=closes'];

/** Claims spread evenly over the promotions (each locale's promotion id) and the last 30 days, written beside the running server. */
function seedClaims(dataDir: string) {
  const db = new Database(path.join(dataDir, 'promotion.sqlite'));
  const ids = (db.prepare('SELECT id FROM promotions').all() as Array<{ id: string }>).map((row) => row.id);
  const insert = db.prepare(
    `INSERT INTO claims (id, public_reference, promotion_id, promotion_window_id, visitor_id, email, status, status_message, purchase_date, payload, reward_detail, promotion_version, created_at, updated_at)
     VALUES (?, ?, ?, NULL, NULL, ?, 'RECEIVED', NULL, '2026-01-01', '{}', NULL, NULL, ?, ?)`,
  );
  const now = Date.now();
  db.transaction(() => {
    for (let i = 0; i < claimCount; i++) {
      const at = new Date(now - Math.floor((i / claimCount) * 30 * 86_400_000)).toISOString();
      insert.run(`bench-${i}`, `8${String(i).padStart(8, '0')}`, ids[i % ids.length], `bench${i}@example.com`, at, at);
    }
  })();
  db.close();
  return ids.length;
}

await buildServer();
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-studio-list-'));
const definitions = path.join(root, 'definitions');
fs.mkdirSync(definitions);
writePromotionCopies(definitions, count);
const env = { DATA_DIR: path.join(root, 'data'), DEFINITIONS_DIR: definitions, ...(process.env.PORT ? { PORT: process.env.PORT } : {}) };
const started = performance.now();
const server = await startServerProcess(env, { entry: SERVER_BUNDLE, timeoutMs: 600_000 });
console.log(`${count} promotions: the server answered /healthz after ${((performance.now() - started) / 1000).toFixed(1)} s`);
try {
  const made = spawnSync(process.execPath, ['--import', 'tsx', 'server/studio-cli.ts', 'add-user', 'bench@example.com', '--role', 'publisher'], { cwd: REPO, env: { ...process.env, ...env }, input: `${PASSWORD}\n`, encoding: 'utf8' });
  if (made.status !== 0) throw new Error(made.stderr);
  console.log(`${claimCount.toLocaleString('en')} claims over 30 days seeded for ${seedClaims(env.DATA_DIR)} promotion locales`);
  const signIn = await fetch(`${server.origin}/studio/api/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'bench@example.com', password: PASSWORD }) });
  const cookie = String(signIn.headers.get('set-cookie')).split(';')[0];
  const list = async (query: string) => {
    const t0 = performance.now();
    const answer = await fetch(`${server.origin}/studio/api/promotions${query}`, { headers: { cookie } });
    const body = (await answer.json()) as { total: number };
    if (!answer.ok) throw new Error(`${query}: ${answer.status} ${JSON.stringify(body)}`);
    return { ms: performance.now() - t0, total: body.total };
  };
  console.log(`GET /studio/api/promotions (ms)   found  cold  median  worst of 20   (load ${os.loadavg()[0].toFixed(1)})`);
  for (const query of QUERIES) {
    const cold = await list(query);
    const times: number[] = [];
    for (let i = 0; i < 20; i++) times.push((await list(query)).ms);
    times.sort((a, b) => a - b);
    console.log(`${(query || '(first page)').padEnd(36)} ${String(cold.total).padStart(5)} ${cold.ms.toFixed(0).padStart(5)} ${times[10].toFixed(1).padStart(7)} ${times[19].toFixed(1).padStart(8)}`);
  }
} finally {
  await server.stop();
  fs.rmSync(root, { recursive: true, force: true });
}
