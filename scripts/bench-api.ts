/**
 * `npm run bench:api`: throughput and p99 latency of the reference API, measured with autocannon against the
 * real server (`server/main.ts` in its own process) on a temp DATA_DIR and a free loopback port.
 * - claim lookup: POST /claim-details-request for an existing claim;
 * - claim creation: POST /claim, each request with a fresh Luhn-valid IMEI and its own uploaded proof file
 *   (a claim cannot reuse another claim's file). The files are uploaded beforehand for 10 s with autocannon
 *   (reported as a third figure); the claim run makes one claim per file, for at most 10 s.
 * The rate limits are raised via env so that the server, not its limiter, is measured; logging at warn.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { buildImei } from '../server/domain/luhn';
import { PRODUCTS } from '../server/db/seed-data';
import { claimBody, GB } from '../tests/server/claim-fixtures';
import { multipart, PNG } from '../tests/server/multipart';
import { startServerProcess } from '../tests/server/server-process';

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

/** Runs autocannon; `options(stop)` may end the run early. */
function bench(options: (stop: () => void) => Options): Promise<Result> {
  return new Promise((resolve, reject) => {
    let instance: { stop: () => void } | undefined;
    instance = autocannon(options(() => instance?.stop()), (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const DURATION_SECONDS = 10;
const CONNECTIONS = 10;
const RAISED_LIMIT = '1000000';

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-api-'));
  fs.mkdirSync(path.join(dir, 'dist'));
  const server = await startServerProcess({
    DATA_DIR: path.join(dir, 'data'),
    DIST_DIR: path.join(dir, 'dist'),
    LOOKUP_RATE_LIMIT_PER_MINUTE: RAISED_LIMIT,
    CLAIM_RATE_LIMIT_PER_MINUTE: RAISED_LIMIT,
    UPLOAD_RATE_LIMIT_PER_MINUTE: RAISED_LIMIT,
    LOG_LEVEL: 'warn',
  });
  const api = `${server.origin}/api/2022launch`;
  const json = { 'content-type': 'application/json' };
  const rows: string[] = [];
  const report = (name: string, r: Result) => {
    const perSecond = r.requests.total / r.duration;
    rows.push(`${name.padEnd(34)} ${perSecond.toFixed(0).padStart(7)} req/s   p99 ${String(r.latency.p99).padStart(4)} ms   (${r.requests.total} requests, ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts)`);
  };

  try {
    console.log(`Server ${server.origin} (pid ${server.child.pid}), DATA_DIR ${path.join(dir, 'data')}`);
    console.log(`Rate limits raised to ${RAISED_LIMIT}/min for lookups, claims and uploads so the server is measured, not the limiter; LOG_LEVEL=warn.`);
    console.log(`autocannon: ${CONNECTIONS} connections, loopback only.\n`);

    const upload = multipart({}, [{ field: 'file', filename: 'proof.png', content: PNG, type: 'image/png' }]);
    const proofs: string[] = [];
    console.log(`Uploading proof files, ${DURATION_SECONDS} s …`);
    report('POST /file-upload (png, 70 bytes)', await bench(() => ({
      url: `${api}/file-upload`,
      connections: CONNECTIONS,
      duration: DURATION_SECONDS,
      requests: [{ method: 'POST', headers: upload.headers, body: upload.payload, onResponse: (status, body) => void (status === 201 && proofs.push(JSON.parse(body).data.id)) }],
    })));

    const first = await fetch(`${api}/claim`, { method: 'POST', headers: json, body: JSON.stringify(claimBody([proofs.pop()!], { email: 'bench@example.com' })) });
    const { public_reference: reference } = ((await first.json()) as { data: { public_reference: string } }).data;

    console.log(`Claim lookup for ${reference}, ${DURATION_SECONDS} s …`);
    report('POST /claim-details-request', await bench(() => ({
      url: `${api}/claim-details-request`,
      connections: CONNECTIONS,
      duration: DURATION_SECONDS,
      method: 'POST',
      headers: json,
      body: JSON.stringify({ promotion_id: GB, email: 'bench@example.com', reference }),
    })));

    let serial = 0;
    const freshImei = () => {
      const n = serial++;
      const product = PRODUCTS[n % PRODUCTS.length];
      return { productId: product.id, imei: buildImei(product.tacs[0], String(Math.floor(n / PRODUCTS.length)).padStart(6, '0')) };
    };
    console.log(`Claim creation, one claim per uploaded file (${proofs.length}), at most ${DURATION_SECONDS} s …`);
    report('POST /claim (fresh IMEI each)', await bench((stop) => {
      setTimeout(stop, DURATION_SECONDS * 1000);
      return {
        url: `${api}/claim`,
        connections: CONNECTIONS,
        amount: proofs.length,
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
    }));
    console.log(`\n${rows.join('\n')}`);
  } finally {
    await server.stop('SIGTERM');
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
