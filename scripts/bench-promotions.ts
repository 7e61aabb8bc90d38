/**
 * `npm run bench:promotions -- 2 100 300`: how start and memory grow with the number of promotions on one server.
 * For each count, a definitions folder of that many promotions (the shipped ones, then copies of Summer Switch with
 * codes and addresses of their own: ./bench/promotion-copies.ts) and a fresh SQLite DATA_DIR; the built server
 * (dist-server, started as `npm start` starts it) is started twice on them: a first start (every version new) and a
 * restart (nothing changed). Per count, side by side: the time from spawn to /healthz answering (first start,
 * restart), the time of the first page of a promotion nobody has visited asked right after /healthz answered, the RSS
 * after every locale's home page once, and every page of every promotion (its pages and claim steps, redirects
 * followed): how many answered 200, and the median and 95th percentile of their time. Then the issue's goals (issue
 * 52): N promotions against the first count's start time and memory. Run `npm run build` first.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { makePromotionCopies } from './bench/promotion-copies';
import { rssMegabytes } from './bench/process-usage';
import { stopOnSignal } from './bench/stop-on-signal';
import { loadAverage, median } from './bench/yardstick';
import { repoRoot } from '../core/node/definitions/index';

const counts = process.argv.slice(2).map(Number);
if (!counts.length || counts.some((n) => !Number.isInteger(n) || n < 1)) {
  console.error('usage: npm run bench:promotions -- <count> [<count> …]   e.g. 2 100 300');
  process.exit(2);
}
const PORT = Number(process.env.BENCH_PROMOTIONS_PORT ?? 3196);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const ENTRY = path.join(repoRoot, 'dist-server/main.mjs');
if (!fs.existsSync(ENTRY)) throw new Error('dist-server/main.mjs is missing: run npm run build first');

interface Started {
  pid: number;
  startMs: number;
  stop: () => Promise<void>;
}

/** The built server as `npm start` runs it, on `definitionsDir` and `dataDir`; resolves when /healthz answers. */
async function startServer(definitionsDir: string, dataDir: string): Promise<Started> {
  const started = performance.now();
  const server = spawn(process.execPath, ['--max-semi-space-size=4', '--max-old-space-size=512', ENTRY], {
    env: { ...process.env, MALLOC_ARENA_MAX: '2', PORT: String(PORT), DEFINITIONS_DIR: definitionsDir, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const stop = async () => {
    forget();
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
    const killer = setTimeout(() => server.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(killer);
  };
  const forget = stopOnSignal(stop);
  // A first start of hundreds of promotions checks each of them: up to 10 minutes on a busy 2-core machine.
  const deadline = Date.now() + 10 * 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode}) before /healthz answered`);
    try {
      if ((await fetch(`${ORIGIN}/healthz`)).ok) return { pid: server.pid!, startMs: performance.now() - started, stop };
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await stop();
  throw new Error('the server did not answer /healthz within 10 minutes');
}

/** Every page address of a package folder: its pages' routes and its claim flow's steps, under each locale's site path. */
function pagesOf(dir: string): { home: string[]; all: string[] } {
  const read = (file: string) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Record<string, unknown>;
  const promotion = read('promotion.json') as { locales: Record<string, { sitePath?: string; country: string }> };
  // A page shown only in some countries (visibleWhen.country) is a page of those locales only.
  const pages = fs
    .readdirSync(path.join(dir, 'pages'))
    .map((name) => read(`pages/${name}`) as { route: string; visibleWhen?: { country?: string[] } })
    .filter((page) => page.route !== '*');
  const routes = pages.map((page) => ({ route: page.route, countries: page.visibleWhen?.country }));
  for (const name of fs.readdirSync(path.join(dir, 'flows'))) {
    const flow = read(`flows/${name}`) as { route: string; steps: string[] };
    for (const step of flow.steps) routes.push({ route: `${flow.route}/${read(`steps/${step}.json`).route as string}`, countries: undefined });
  }
  const locales = Object.values(promotion.locales).filter((l) => l.sitePath);
  return {
    home: locales.map((l) => `${l.sitePath}/`),
    all: locales.flatMap((l) => routes.filter((r) => !r.countries || r.countries.includes(l.country)).map((r) => `${l.sitePath}/${r.route}`)),
  };
}

/**
 * A page as a browser gets it: the server's own redirects followed; one to another site (a page the promotion keeps
 * elsewhere, its external privacy policy) ends there, counted as the 200 that site would give.
 */
async function timedGet(address: string): Promise<{ status: number; ms: number; external?: boolean }> {
  const started = performance.now();
  let url = `${ORIGIN}${address}`;
  for (let hops = 0; ; hops++) {
    const response = await fetch(url, { headers: { 'accept-encoding': 'br, gzip' }, redirect: 'manual' });
    await response.arrayBuffer();
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location || hops > 5) return { status: response.status, ms: performance.now() - started };
    const next = new URL(location, url);
    if (next.origin !== ORIGIN) return { status: 200, ms: performance.now() - started, external: true };
    url = next.href;
  }
}

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))];

interface Row {
  count: number;
  startMs: number;
  restartMs: number;
  firstPageMs: number;
  rssMb: number;
  pages: number;
  ok: number;
  medianMs: number;
  p95Ms: number;
}

async function measure(count: number): Promise<Row> {
  const root = fs.mkdtempSync(path.join(tmpdir(), `bench-promotions-${count}-`));
  const definitionsDir = path.join(root, 'definitions');
  const dataDir = path.join(root, 'data');
  fs.mkdirSync(dataDir);
  try {
    const codes = makePromotionCopies(definitionsDir, count);
    const sites = codes.map((code) => pagesOf(path.join(definitionsDir, code)));
    const first = await startServer(definitionsDir, dataDir);
    await first.stop();
    // The restart: nothing changed, every version is stored (and whatever the server keeps of them).
    const server = await startServer(definitionsDir, dataDir);
    try {
      const unvisited = sites[sites.length - 1].home[0];
      const firstPage = await timedGet(unvisited);
      for (const site of sites) for (const home of site.home) await timedGet(home);
      const rssMb = rssMegabytes(server.pid) ?? NaN;
      const times: number[] = [];
      let ok = 0;
      for (const site of sites)
        for (const page of site.all) {
          const { status, ms } = await timedGet(page);
          times.push(ms);
          if (status === 200) ok++;
          else console.error(`  ${count}: ${page} answered ${status}`);
        }
      return { count, startMs: first.startMs, restartMs: server.startMs, firstPageMs: firstPage.ms, rssMb, pages: times.length, ok, medianMs: median(times), p95Ms: percentile(times, 95) };
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}

console.log(`npm run bench:promotions -- ${counts.join(' ')}: the built server on fresh SQLite data per count`);
console.log(`${new Date().toISOString()}, ${loadAverage()}\n`);
const rows: Row[] = [];
for (const count of counts) {
  const row = await measure(count);
  rows.push(row);
  console.error(`  ${count} promotions: ${JSON.stringify(row)}`);
}
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const cells = (label: string, cell: (row: Row) => string) => `| ${label} | ${rows.map(cell).join(' | ')} |`;
console.log(`| promotions | ${rows.map((r) => r.count).join(' | ')} |`);
console.log(`|---|${rows.map(() => '---').join('|')}|`);
console.log(cells('start to /healthz (first start)', (r) => s(r.startMs)));
console.log(cells('restart to /healthz (nothing changed)', (r) => s(r.restartMs)));
console.log(cells('first page of an unvisited promotion', (r) => `${r.firstPageMs.toFixed(0)} ms`));
console.log(cells('RSS after every home page once', (r) => `${r.rssMb.toFixed(0)} MB`));
console.log(cells('pages answering 200', (r) => `${r.ok} of ${r.pages}`));
console.log(cells('per-page latency, median / p95', (r) => `${r.medianMs.toFixed(1)} / ${r.p95Ms.toFixed(1)} ms`));
const [base] = rows;
const goals: Record<number, { start: number; memory: number }> = { 100: { start: 2, memory: 1.5 }, 300: { start: 3, memory: 2 } };
console.log('');
for (const row of rows.slice(1)) {
  const goal = goals[row.count];
  const startX = row.restartMs / base.restartMs;
  const memoryX = row.rssMb / base.rssMb;
  const verdict = goal ? ` (goal ≤ ${goal.start}x and ≤ ${goal.memory}x: ${startX <= goal.start && memoryX <= goal.memory && row.ok === row.pages ? 'met' : 'NOT met'})` : '';
  console.log(`${row.count} against ${base.count}: restart ${startX.toFixed(2)}x, first start ${(row.startMs / base.startMs).toFixed(2)}x, memory ${memoryX.toFixed(2)}x${verdict}`);
}
console.log(`${new Date().toISOString()}, ${loadAverage()}`);
