/**
 * `npm run bench:api`: throughput and p99 latency of the reference API, measured with autocannon against the
 * real server (`server/main.ts` in its own process) on a temp DATA_DIR and free loopback ports, in three set-ups:
 * - SQLite, one instance (the default of `npm start`);
 * - PostgreSQL (a throwaway cluster, scripts/throwaway-services.mjs), one instance;
 * - PostgreSQL, two instances on one database and one UPLOAD_DIR, the connections split between them (as a
 *   load balancer would), rate limits in Redis when redis-server is installed.
 * Without PostgreSQL only the SQLite set-up runs (one line says so). Per set-up:
 * - claim lookup: POST /claim-details-request for an existing claim;
 * - claim creation: POST /claim, each request with a fresh Luhn-valid IMEI and its own uploaded proof file
 *   (a claim cannot reuse another claim's file). The files are uploaded beforehand for 10 s with autocannon
 *   (reported as a third figure); the claim run makes one claim per file, for at most 10 s.
 * The rate limits are raised via env so that the server, not its limiter, is measured; logging at warn.
 * Every process started here (servers, PostgreSQL, Redis) is stopped before the script ends, also on errors.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { buildImei } from '../server/domain/luhn';
import { PRODUCTS } from '../server/db/seed-data';
import { claimBody, GB } from '../tests/server/claim-fixtures';
import { multipart, PNG } from '../tests/server/multipart';
import { startServerProcess, type ServerProcess } from '../tests/server/server-process';
import { findPostgresBin, findRedisServer, startThrowawayPostgres, startThrowawayRedis } from './throwaway-services.mjs';

interface Histogram {
  average: number;
  p99: number;
}
interface Result {
  requests: Histogram & { total: number };
  latency: Histogram;
  duration: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  '2xx': number;
}
interface Request {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  setupRequest?: (request: Request) => Request;
  onResponse?: (status: number, body: string) => void;
}
type Options = Record<string, unknown> & { requests?: Request[] };
type Autocannon = (options: Options, done: (error: Error | null, result: Result) => void) => { stop: () => void };
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const DURATION_SECONDS = 10;
const CONNECTIONS = 10;
const RAISED_LIMIT = '1000000';

/** One figure: requests over all instances, p99 the worst of the instances' p99s. */
interface Figure {
  perSecond: number;
  p99: number;
  total: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

/**
 * Runs autocannon against every server at once, the connections split evenly; `options(api, stop)` builds
 * one instance's run and may end it early.
 */
async function bench(servers: ServerProcess[], options: (api: string, stop: () => void) => Options): Promise<Figure> {
  const results = await Promise.all(
    servers.map(
      (server) =>
        new Promise<Result>((resolve, reject) => {
          let instance: { stop: () => void } | undefined;
          const api = `${server.origin}/api/2022launch`;
          instance = autocannon(
            { ...options(api, () => instance?.stop()), connections: CONNECTIONS / servers.length },
            (error, result) => (error ? reject(error) : resolve(result)),
          );
        }),
    ),
  );
  const duration = Math.max(...results.map((r) => r.duration));
  const sum = (pick: (r: Result) => number) => results.reduce((total, r) => total + pick(r), 0);
  return {
    perSecond: sum((r) => r.requests.total) / duration,
    p99: Math.max(...results.map((r) => r.latency.p99)),
    total: sum((r) => r.requests.total),
    non2xx: sum((r) => r.non2xx),
    errors: sum((r) => r.errors),
    timeouts: sum((r) => r.timeouts),
  };
}

const row = (name: string, f: Figure) =>
  `${name.padEnd(34)} ${f.perSecond.toFixed(0).padStart(7)} req/s   p99 ${String(f.p99).padStart(4)} ms   (${f.total} requests, ${f.non2xx} non-2xx, ${f.errors} errors, ${f.timeouts} timeouts)`;

interface SetupFigures {
  upload: Figure;
  lookup: Figure;
  creation: Figure;
}

/** Uploads, lookups and claim creations against `servers` (one service); prints each row as it comes. */
async function measure(servers: ServerProcess[]): Promise<SetupFigures> {
  const json = { 'content-type': 'application/json' };
  const upload = multipart({}, [{ field: 'file', filename: 'proof.png', content: PNG, type: 'image/png' }]);
  const proofs: string[] = [];
  console.log(`Uploading proof files, ${DURATION_SECONDS} s …`);
  const uploadFigure = await bench(servers, (api) => ({
    url: `${api}/file-upload`,
    duration: DURATION_SECONDS,
    requests: [{ method: 'POST', headers: upload.headers, body: upload.payload, onResponse: (status, body) => void (status === 201 && proofs.push(JSON.parse(body).data.id)) }],
  }));
  console.log(row('POST /file-upload (png, 70 bytes)', uploadFigure));

  const first = await fetch(`${servers[0].origin}/api/2022launch/claim`, { method: 'POST', headers: json, body: JSON.stringify(claimBody([proofs.pop()!], { email: 'bench@example.com' })) });
  const { public_reference: reference } = ((await first.json()) as { data: { public_reference: string } }).data;
  console.log(`Claim lookup for ${reference}, ${DURATION_SECONDS} s …`);
  const lookup = await bench(servers, (api) => ({
    url: `${api}/claim-details-request`,
    duration: DURATION_SECONDS,
    method: 'POST',
    headers: json,
    body: JSON.stringify({ promotion_id: GB, email: 'bench@example.com', reference }),
  }));
  console.log(row('POST /claim-details-request', lookup));

  let serial = 0;
  const freshImei = () => {
    const n = serial++;
    const product = PRODUCTS[n % PRODUCTS.length];
    return { productId: product.id, imei: buildImei(product.tacs[0], String(Math.floor(n / PRODUCTS.length)).padStart(6, '0')) };
  };
  const perServer = Math.floor(proofs.length / servers.length);
  console.log(`Claim creation, one claim per uploaded file (${proofs.length}), at most ${DURATION_SECONDS} s …`);
  const creation = await bench(servers, (api, stop) => {
    setTimeout(stop, DURATION_SECONDS * 1000);
    return {
      url: `${api}/claim`,
      amount: perServer,
      requests: [{
        method: 'POST',
        headers: json,
        setupRequest: (request) => {
          const { productId, imei } = freshImei();
          const gift = productId === 'pixel-watch-41-matte-black' ? 'GIFT-WATCH-BAND-WOVEN-FOG' : 'GIFT-PIXEL-BUDS-PRO-FOG';
          return { ...request, body: JSON.stringify(claimBody([proofs.pop() ?? 'proof-pool-used-up'], { productId, imei, gift, email: `bench-${serial}@example.com` })) };
        },
      }],
    };
  });
  console.log(row('POST /claim (fresh IMEI each)', creation));
  return { upload: uploadFigure, lookup, creation };
}

/** Starts `count` instances with `env` on a temp DATA_DIR each and one shared UPLOAD_DIR, measures, stops them. */
async function runSetup(title: string, count: number, env: Record<string, string>): Promise<SetupFigures> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-api-'));
  fs.mkdirSync(path.join(dir, 'dist'));
  const servers: ServerProcess[] = [];
  try {
    const common = {
      UPLOAD_DIR: path.join(dir, 'uploads'),
      DIST_DIR: path.join(dir, 'dist'),
      LOOKUP_RATE_LIMIT_PER_MINUTE: RAISED_LIMIT,
      CLAIM_RATE_LIMIT_PER_MINUTE: RAISED_LIMIT,
      UPLOAD_RATE_LIMIT_PER_MINUTE: RAISED_LIMIT,
      LOG_LEVEL: 'warn',
      ...env,
    };
    // One after the other: the first migrates, the others find the schema current.
    for (let i = 0; i < count; i++) servers.push(await startServerProcess({ ...common, DATA_DIR: path.join(dir, `data-${i}`) }));
    console.log(`\n== ${title}: ${servers.map((s) => `${s.origin} (pid ${s.child.pid})`).join(', ')}`);
    return await measure(servers);
  } finally {
    await Promise.all(servers.map((s) => s.stop('SIGTERM')));
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  console.log(`Rate limits raised to ${RAISED_LIMIT}/min for lookups, claims and uploads so the server is measured, not the limiter; LOG_LEVEL=warn.`);
  console.log(`autocannon: ${CONNECTIONS} connections in all (split between the instances), loopback only, ${os.cpus().length} CPUs shared by servers, database and autocannon.`);
  const table: Array<[string, SetupFigures]> = [];
  table.push(['SQLite, 1 instance', await runSetup('SQLite, 1 instance', 1, {})]);

  if (!findPostgresBin()) {
    console.log('\nPostgreSQL set-ups SKIPPED: PostgreSQL is not installed here (apt-get install postgresql).');
  } else {
    const stops: Array<() => Promise<void>> = [];
    try {
      const postgres = await startThrowawayPostgres();
      stops.push(postgres.stop);
      const redis = findRedisServer() ? await startThrowawayRedis() : undefined;
      if (redis) stops.push(redis.stop);
      else console.log('\nNo redis-server: the two PostgreSQL instances keep their rate limits in memory.');
      console.log(`\nThrowaway PostgreSQL at ${postgres.url} (fsync off: a throwaway cluster, so these figures flatter PostgreSQL's commits).`);
      const database = (name: string) => postgres.url.replace(/\/postgres$/, `/${name}`);
      const { default: pg } = await import('pg');
      const admin = new pg.Client({ connectionString: postgres.url });
      await admin.connect();
      await admin.query('CREATE DATABASE bench_one');
      await admin.query('CREATE DATABASE bench_two');
      await admin.end();
      table.push(['PostgreSQL, 1 instance', await runSetup('PostgreSQL, 1 instance', 1, { DATABASE_URL: database('bench_one'), ...(redis ? { REDIS_URL: redis.url } : {}) })]);
      table.push(['PostgreSQL, 2 instances', await runSetup('PostgreSQL, 2 instances', 2, { DATABASE_URL: database('bench_two'), ...(redis ? { REDIS_URL: redis.url } : {}) })]);
    } finally {
      for (const stop of stops.reverse()) await stop();
    }
  }

  console.log('\n| set-up | claim lookup req/s | lookup p99 ms | claim creation req/s | creation p99 ms | uploads req/s |');
  console.log('|---|---|---|---|---|---|');
  for (const [name, f] of table) {
    console.log(`| ${name} | ${f.lookup.perSecond.toFixed(0)} | ${f.lookup.p99} | ${f.creation.perSecond.toFixed(0)} | ${f.creation.p99} | ${f.upload.perSecond.toFixed(0)} |`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
