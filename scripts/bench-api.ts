/**
 * `npm run bench:api`: throughput and p99 latency of the reference API, measured with autocannon against the
 * real server in its own process, run as `npm start` runs it (the compiled bundle dist-server/main.mjs, built
 * first), on a temp DATA_DIR and free loopback ports. First a bare Fastify route (scripts/bench/
 * bare-fastify-server.mjs, same autocannon settings, same body as the lookup) gives the machine's ceiling for
 * this run; every call is printed with its ratio to it, the server's CPU time per request and the machine's
 * load average (the 2 cores are shared with autocannon and whatever else runs). Set-ups:
 * - SQLite, one instance (the default of `npm start`), with its RSS before and after the run;
 * - PostgreSQL (a throwaway cluster, scripts/throwaway-services.mjs), one instance;
 * - PostgreSQL, two instances on one database and one UPLOAD_DIR, the connections split between them (as a
 *   load balancer would), rate limits in Redis when redis-server is installed.
 * Without PostgreSQL only the SQLite set-up runs (one line says so). Per set-up:
 * - claim lookup: POST /claim-details-request for an existing claim;
 * - claim creation: POST /claim, each request with a fresh Luhn-valid IMEI and its own uploaded proof file
 *   (a claim cannot reuse another claim's file). The files are uploaded beforehand for 10 s with autocannon
 *   (reported as a third figure); the claim run makes one claim per file, for at most 10 s.
 * - counted site events: POST /usage-events, each a batch of USAGE_BATCH events (events/s = USAGE_BATCH × req/s).
 * The rate limits are raised via env so that the server, not its limiter, is measured; logging at warn.
 * Every process started here (servers, PostgreSQL, Redis) is stopped before the script ends, also on errors.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from './build-server.mjs';
import { startServerProcess, type ServerProcess } from '../tests/server/server-process';
import { findPostgresBin, findRedisServer, startThrowawayPostgres, startThrowawayRedis } from './throwaway-services.mjs';
import { CONNECTIONS, cpuPerRequest, DURATION_SECONDS, ratio, row, type Figure, type Target } from './bench/autocannon-run';
import { formatMegabytes, rssMegabytes } from './bench/process-usage';
import { bareRoute, claimCreations, createLookupClaim, lookups, uploadProofs, USAGE_BATCH, usageEvents } from './bench/workloads';
import { stopOnSignal } from './bench/stop-on-signal';

const RAISED_LIMIT = '1000000';
const BARE_SERVER = fileURLToPath(new URL('./bench/bare-fastify-server.mjs', import.meta.url));

const targetOf = (server: ServerProcess): Target => ({ origin: server.origin, pid: server.child.pid });
const loadAverage = () => os.loadavg().map((n) => n.toFixed(2)).join(' ');
const rssOf = (servers: ServerProcess[]) => servers.map((s) => formatMegabytes(rssMegabytes(s.child.pid!))).join(' + ');

interface SetupFigures {
  upload: Figure;
  lookup: Figure;
  creation: Figure;
  usage: Figure;
  rssBefore: string;
  rssAfter: string;
}

/** Uploads, lookups and claim creations against `servers` (one service); prints each row as it comes. */
async function measure(servers: ServerProcess[], bare: Figure): Promise<SetupFigures> {
  const targets = servers.map(targetOf);
  const rssBefore = rssOf(servers);
  console.log(`Server RSS before the run: ${rssBefore}`);
  console.log(`Uploading proof files, ${DURATION_SECONDS} s …`);
  const { figure: upload, proofs } = await uploadProofs(targets);
  console.log(row('POST /file-upload (png, 70 bytes)', upload, bare));

  const reference = await createLookupClaim(servers[0].origin, proofs);
  console.log(`Claim lookup for ${reference}, ${DURATION_SECONDS} s …`);
  const lookup = await lookups(targets, reference);
  console.log(row('POST /claim-details-request', lookup, bare));

  console.log(`Claim creation, one claim per uploaded file (${proofs.length}), at most ${DURATION_SECONDS} s …`);
  const creation = await claimCreations(targets, proofs);
  console.log(row('POST /claim (fresh IMEI each)', creation, bare));

  console.log(`Counted site events, ${USAGE_BATCH} a request, ${DURATION_SECONDS} s …`);
  const usage = await usageEvents(targets);
  console.log(`${row(`POST /usage-events (${USAGE_BATCH} events)`, usage, bare)} = ${(usage.perSecond * USAGE_BATCH).toFixed(0)} events/s`);
  const rssAfter = rssOf(servers);
  console.log(`Server RSS after the run: ${rssAfter}; load average ${loadAverage()}`);
  return { upload, lookup, creation, usage, rssBefore, rssAfter };
}

/** Starts `count` instances of the bundle with `env` on a temp DATA_DIR each and one shared UPLOAD_DIR, measures, stops them. */
async function runSetup(entry: string, title: string, count: number, env: Record<string, string>, bare: Figure): Promise<SetupFigures> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-api-'));
  fs.mkdirSync(path.join(dir, 'dist'));
  const servers: ServerProcess[] = [];
  const forget = stopOnSignal(async () => {
    await Promise.all(servers.map((s) => s.stop('SIGTERM')));
    fs.rmSync(dir, { recursive: true, force: true });
  });
  try {
    const common = {
      UPLOAD_DIR: path.join(dir, 'uploads'),
      DIST_DIR: path.join(dir, 'dist'),
      LOOKUP_RATE_LIMIT_PER_MINUTE: RAISED_LIMIT,
      CLAIM_RATE_LIMIT_PER_MINUTE: RAISED_LIMIT,
      UPLOAD_RATE_LIMIT_PER_MINUTE: RAISED_LIMIT,
      USAGE_RATE_LIMIT_PER_MINUTE: RAISED_LIMIT,
      LOG_LEVEL: 'warn',
      // As `npm start` runs it: glibc's per-thread malloc arenas (the server has a checkpoint thread and libuv's
      // pool) otherwise keep ~40 MB more RSS after a burst (220 → 179 MB here, same throughput).
      MALLOC_ARENA_MAX: '2',
      ...env,
    };
    // One after the other: the first migrates, the others find the schema current.
    for (let i = 0; i < count; i++) servers.push(await startServerProcess({ ...common, DATA_DIR: path.join(dir, `data-${i}`) }, { entry }));
    console.log(`\n== ${title}: ${servers.map((s) => `${s.origin} (pid ${s.child.pid})`).join(', ')}`);
    return await measure(servers, bare);
  } finally {
    forget();
    await Promise.all(servers.map((s) => s.stop('SIGTERM')));
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The bare Fastify route in its own process, sent the lookup's body with the same autocannon settings. */
async function measureBare(): Promise<Figure> {
  const bareServer = await startServerProcess({}, { entry: BARE_SERVER });
  const forget = stopOnSignal(() => bareServer.stop('SIGTERM'));
  try {
    const figure = await bareRoute(targetOf(bareServer), '123-456-789');
    console.log(row('bare Fastify POST (same body)', figure));
    return figure;
  } finally {
    forget();
    await bareServer.stop('SIGTERM');
  }
}

async function main(): Promise<void> {
  const { file: entry, ms } = await buildServer();
  console.log(`Server bundle ${path.relative(process.cwd(), entry)} built in ${ms} ms (the bench runs it as npm start does, no tsx).`);
  console.log(`Rate limits raised to ${RAISED_LIMIT}/min for lookups, claims, uploads and counted events so the server is measured, not the limiter; LOG_LEVEL=warn.`);
  console.log(`autocannon: ${CONNECTIONS} connections in all (split between the instances), ${DURATION_SECONDS} s per call, loopback only, ${os.cpus().length} CPUs shared by servers, database and autocannon; load average ${loadAverage()}.\n`);
  const bare = await measureBare();
  const table: Array<[string, SetupFigures]> = [];
  table.push(['SQLite, 1 instance', await runSetup(entry, 'SQLite, 1 instance', 1, {}, bare)]);

  if (!findPostgresBin()) {
    console.log('\nPostgreSQL set-ups SKIPPED: PostgreSQL is not installed here (apt-get install postgresql).');
  } else {
    const stops: Array<() => Promise<void>> = [];
    const forgets: Array<() => void> = [];
    try {
      const postgres = await startThrowawayPostgres();
      stops.push(postgres.stop);
      forgets.push(stopOnSignal(postgres.stop));
      const redis = findRedisServer() ? await startThrowawayRedis() : undefined;
      if (redis) {
        stops.push(redis.stop);
        forgets.push(stopOnSignal(redis.stop));
      } else console.log('\nNo redis-server: the two PostgreSQL instances keep their rate limits in memory.');
      console.log(`\nThrowaway PostgreSQL at ${postgres.url} (fsync off: a throwaway cluster, so these figures flatter PostgreSQL's commits).`);
      const database = (name: string) => postgres.url.replace(/\/postgres$/, `/${name}`);
      const { default: pg } = await import('pg');
      const admin = new pg.Client({ connectionString: postgres.url });
      await admin.connect();
      await admin.query('CREATE DATABASE bench_one');
      await admin.query('CREATE DATABASE bench_two');
      await admin.end();
      // PostgreSQL instances must share their keys (the server refuses DATABASE_URL without ENCRYPTION_KEYS).
      const shared: Record<string, string> = { ENCRYPTION_KEYS: `bench-1:${Buffer.alloc(32, 1).toString('base64')}`, ...(redis ? { REDIS_URL: redis.url } : {}) };
      table.push(['PostgreSQL, 1 instance', await runSetup(entry, 'PostgreSQL, 1 instance', 1, { DATABASE_URL: database('bench_one'), ...shared }, bare)]);
      table.push(['PostgreSQL, 2 instances', await runSetup(entry, 'PostgreSQL, 2 instances', 2, { DATABASE_URL: database('bench_two'), ...shared }, bare)]);
    } finally {
      forgets.forEach((forget) => forget());
      for (const stop of stops.reverse()) await stop();
    }
  }

  console.log(`\nBare Fastify route (same settings, same run): ${bare.perSecond.toFixed(0)} req/s, p99 ${bare.p99} ms, server CPU ${cpuPerRequest(bare)} ms/req.`);
  console.log('| set-up | claim lookup req/s | lookup p99 ms | lookup / bare | claim creation req/s | creation p99 ms | creation / bare | uploads req/s | counted events/s (p99 ms) | CPU ms/req lookup, creation | RSS before → after |');
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const [name, f] of table) {
    console.log(
      `| ${name} | ${f.lookup.perSecond.toFixed(0)} | ${f.lookup.p99} | ${ratio(f.lookup, bare)} | ${f.creation.perSecond.toFixed(0)} | ${f.creation.p99} | ${ratio(f.creation, bare)} | ${f.upload.perSecond.toFixed(0)} | ${(f.usage.perSecond * USAGE_BATCH).toFixed(0)} (${f.usage.p99}) | ${cpuPerRequest(f.lookup)}, ${cpuPerRequest(f.creation)} | ${f.rssBefore} → ${f.rssAfter} |`,
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
