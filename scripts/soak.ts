// `npm run soak -- --minutes N [--rate R]`: the fault runs' two instances (PostgreSQL + Redis + object storage)
// under mixed traffic (pages, content, lookups, uploads, claims) at a fixed rate for N minutes. Prints per
// minute the requests, answers by status, p50/p99 latency, and per instance its memory (RSS), open file
// descriptors and the database connections; then checks: no server error, p99 of the last minute within 1.5x
// the first, memory under 200 MB per instance and growing less than 10% from minute 2 to the end, file
// descriptors and database connections stable. Exits 1 when a check fails. FAULT_PORTS_FROM=N puts the
// throwaway services and the instances on the first free ports from N (scripts/faults/stack.ts).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { alive, sleep, startServices } from './faults/stack';
import { byStatus, startTraffic, type Answered } from './faults/traffic';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const minutes = option('--minutes', 10);
const rate = option('--rate', 20);
const SAMPLE_MS = 10_000;

interface Sample {
  at: number;
  rssMb: number[];
  fds: number[];
  dbConnections: number;
}

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
const fds = (pid: number) => fs.readdirSync(`/proc/${pid}/fd`).length;
const percentile = (values: number[], p: number) => {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

async function main(): Promise<number> {
  // What production runs: the built site (pages) and the bundled server (`npm start`), not the sources through tsx.
  if (!fs.existsSync('dist/index.html')) throw new Error('soak: the site is not built (run npm run build first)');
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
  const services = await startServices();
  // As `npm start` runs it (its heap sizes: docs/deploy.md, Soak).
  const { env, nodeArgs, entry } = startCommand();
  const pair = await services.instances({ DIST_DIR: path.resolve('dist'), ...env }, { process: { entry, nodeArgs } });
  try {
    const db = pair.db();
    const database = new URL(pair.database.env.DATABASE_URL).pathname.slice(1);
    const samples: Sample[] = [];
    const sample = async () => {
      const pids = pair.servers.map((s) => s.child.pid!);
      const connections = await sql<{ n: string }>`select count(*) as n from pg_stat_activity where datname = ${database}`.execute(db);
      // Less this sampler's own connection.
      samples.push({ at: Date.now(), rssMb: pids.map(rssMb), fds: pids.map(fds), dbConnections: Number(connections.rows[0].n) - 1 });
    };
    const started = Date.now();
    const traffic = startTraffic(() => pair.servers.map((s) => s.origin), { rate, mix: ['page', 'content', 'lookup', 'upload', 'claim', 'lookup', 'content', 'page'], runId: `soak-${started.toString(36)}`, requestTimeoutMs: 10_000 });
    console.log(`soak: ${minutes} min at ${rate} requests/s over 2 instances (PostgreSQL, Redis, object storage)`);
    console.log('minute  requests  answers                          p50 ms  p99 ms  RSS MB (each)   fds (each)  db conns');
    for (let minute = 1; minute <= minutes; minute++) {
      while (Date.now() < started + minute * 60_000) {
        await sleep(SAMPLE_MS);
        await sample();
      }
      const inMinute = traffic.answers.filter((a) => a.at >= started + (minute - 1) * 60_000 && a.at < started + minute * 60_000);
      const last = samples.at(-1)!;
      const answers = Object.entries(byStatus(inMinute)).map(([s, n]) => `${s}:${n}`).join(' ');
      console.log(
        `${String(minute).padStart(6)}  ${String(inMinute.length).padStart(8)}  ${answers.padEnd(31)}  ${String(percentile(inMinute.map((a) => a.ms), 50)).padStart(6)}  ${String(percentile(inMinute.map((a) => a.ms), 99)).padStart(6)}  ${last.rssMb.map((m) => m.toFixed(0)).join(' / ').padEnd(14)}  ${last.fds.join(' / ').padEnd(10)}  ${last.dbConnections}`,
      );
    }
    await traffic.stop(30_000);
    await db.destroy();
    return verdict(traffic.answers, samples, started, pair.servers.every(alive));
  } finally {
    await pair.stop();
    await services.stop();
  }
}

/**
 * How `npm start` runs the server (package.json: `… && NAME=value node --flag … dist-server/main.mjs`): its
 * environment, node flags and entry, so the soak measures exactly that (the heap sizes are in the flags).
 */
function startCommand(): { env: Record<string, string>; nodeArgs: string[]; entry: string } {
  const start = (JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts.start;
  const words = start.split('&&').at(-1)!.trim().split(/\s+/);
  const node = words.indexOf('node');
  if (node < 0) throw new Error(`soak: npm start does not end in a node command: ${start}`);
  const env = Object.fromEntries(words.slice(0, node).map((w) => w.split('=', 2) as [string, string]));
  return { env, nodeArgs: words.slice(node + 1, -1), entry: words.at(-1)! };
}

function verdict(answers: Answered[], samples: Sample[], started: number, allAlive: boolean): number {
  const minuteOf = (n: number) => answers.filter((a) => a.at >= started + (n - 1) * 60_000 && a.at < started + n * 60_000).map((a) => a.ms);
  const p99First = percentile(minuteOf(1), 99);
  const p99Last = percentile(minuteOf(minutes), 99);
  const fromMinute2 = samples.find((s) => s.at >= started + 60_000) ?? samples[0];
  const end = samples.at(-1)!;
  const growth = end.rssMb.map((m, i) => m / fromMinute2.rssMb[i] - 1);
  const serverErrors = answers.filter((a) => a.status === 'no answer' || (typeof a.status === 'number' && a.status >= 500)).length;
  const checks = [
    { what: 'no server error (5xx or no answer)', ok: serverErrors === 0, detail: String(serverErrors) },
    { what: 'p99 of the last minute within 1.5x the first', ok: p99Last <= 1.5 * Math.max(p99First, 1), detail: `${p99First} ms -> ${p99Last} ms` },
    { what: 'memory per instance under 200 MB', ok: Math.max(...samples.flatMap((s) => s.rssMb)) < 200, detail: `max ${Math.max(...samples.flatMap((s) => s.rssMb)).toFixed(0)} MB` },
    { what: 'memory growing less than 10% from minute 2 to the end', ok: growth.every((g) => g < 0.1), detail: growth.map((g) => `${(g * 100).toFixed(1)}%`).join(' / ') },
    { what: 'open file descriptors stable (minute 2 to end, within +10)', ok: end.fds.every((n, i) => n <= fromMinute2.fds[i] + 10), detail: `${fromMinute2.fds.join('/')} -> ${end.fds.join('/')}` },
    { what: 'database connections stable (within the pools, not growing)', ok: end.dbConnections <= Math.max(fromMinute2.dbConnections, 20), detail: `${fromMinute2.dbConnections} -> ${end.dbConnections}` },
    { what: 'both instances still running', ok: allAlive },
  ];
  for (const c of checks) console.log(`  ${c.ok ? 'ok  ' : 'FAIL'} ${c.what} (${c.detail ?? ''})`);
  return checks.every((c) => c.ok) ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
