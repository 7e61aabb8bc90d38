/**
 * `npm run bench:messages`: what customers' messages cost. The bundle (as `npm start` runs it) on a temp DATA_DIR,
 * its messages going to a real SMTP server in this process (smtp-server), and:
 * 1. claim creation (autocannon, as bench:api) with the sender off (MAIL_SENDER=off: the outbox row is still written
 *    in the claim's transaction) and on (sent to the SMTP server meanwhile): claims per second of each, and on/off;
 * 2. the time from a claim's answer to its message at the SMTP server, claims sent one by one at a steady 20 a
 *    second: median and p99 (MAIL_POLL_MS as configured; the sender is also woken by each claim).
 * A measurement, not a test: nothing here fails on a figure.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { buildServer } from './build-server.mjs';
import { startServerProcess, type ServerProcess } from '../tests/server/server-process';
import { claimBody } from '../tests/server/claim-fixtures';
import { PRODUCTS } from '../tests/support/catalogue';
import { buildImei } from '../core/rules/luhn';
import { row, type Figure } from './bench/autocannon-run';
import { claimCreations, uploadProofs } from './bench/workloads';
import { stopOnSignal } from './bench/stop-on-signal';

const LATENCY_CLAIMS = Number(process.env.BENCH_MESSAGE_CLAIMS ?? 200);
const RAISED = '1000000';

/** The SMTP server: when each message arrived, by the claim reference in its subject. */
async function startSmtp(): Promise<{ url: string; arrivals: Map<string, number>; count: () => number; close: () => Promise<void> }> {
  const arrivals = new Map<string, number>();
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      let head = '';
      stream.on('data', (chunk: Buffer) => {
        if (head.length < 4096) head += chunk.toString('latin1');
      });
      stream.on('end', () => {
        count++;
        const reference = /\b(\d{3}-\d{3}-\d{3})\b/.exec(head)?.[1];
        if (reference && !arrivals.has(reference)) arrivals.set(reference, performance.now());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return { url: `smtp://127.0.0.1:${port}`, arrivals, count: () => count, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

async function withServer<T>(env: Record<string, string>, run: (server: ServerProcess) => Promise<T>): Promise<T> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-messages-'));
  fs.mkdirSync(path.join(dir, 'dist'));
  let server: ServerProcess | undefined;
  const forget = stopOnSignal(async () => {
    await server?.stop('SIGTERM');
    fs.rmSync(dir, { recursive: true, force: true });
  });
  try {
    server = await startServerProcess(
      { DATA_DIR: path.join(dir, 'data'), DIST_DIR: path.join(dir, 'dist'), CLAIM_RATE_LIMIT_PER_MINUTE: RAISED, UPLOAD_RATE_LIMIT_PER_MINUTE: RAISED, LOG_LEVEL: 'warn', MALLOC_ARENA_MAX: '2', ...env },
      { entry: 'dist-server/main.mjs' },
    );
    return await run(server);
  } finally {
    forget();
    await server?.stop('SIGTERM');
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function creation(server: ServerProcess): Promise<Figure> {
  const targets = [{ origin: server.origin, pid: server.child.pid }];
  const { proofs } = await uploadProofs(targets);
  return claimCreations(targets, proofs);
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function main(): Promise<void> {
  await buildServer();
  const smtp = await startSmtp();
  try {
    const mail = { SMTP_URL: smtp.url, MAIL_FROM: 'Bench <bench@promotion.example>' };
    const off = await withServer({ ...mail, MAIL_SENDER: 'off' }, creation);
    console.log(row('POST /claim, message sender off (outbox row written)', off));
    const sentBefore = smtp.count();
    const on = await withServer(mail, creation);
    console.log(row('POST /claim, message sender on (sending meanwhile)', on));
    console.log(`claims per second, sender on / off: ${(on.perSecond / off.perSecond).toFixed(3)} (${smtp.count() - sentBefore} messages reached the SMTP server during the on run)`);

    const latencies = await withServer(mail, async (server) => {
      const api = `${server.origin}/api/2022launch`;
      const answered = new Map<string, number>();
      for (let n = 0; n < LATENCY_CLAIMS; n++) {
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'))], { type: 'image/png' }), 'proof.png');
        const upload = (await (await fetch(`${api}/file-upload`, { method: 'POST', body: form })).json()) as { data: { id: string } };
        const product = PRODUCTS[n % PRODUCTS.length];
        const gift = product.id === 'pixel-watch-41-matte-black' ? 'GIFT-WATCH-BAND-WOVEN-FOG' : 'GIFT-PIXEL-BUDS-PRO-FOG';
        const body = claimBody([upload.data.id], { productId: product.id, imei: buildImei(product.tacs[0], String(500_000 + n).padStart(6, '0')), gift, email: `latency-${n}@example.com` });
        const started = performance.now();
        const response = await fetch(`${api}/claim`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
        const reference = ((await response.json()) as { data: { public_reference: string } }).data.public_reference;
        answered.set(reference, performance.now());
        const wait = 50 - (performance.now() - started);
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      }
      const until = performance.now() + 30_000;
      while ([...answered.keys()].some((r) => !smtp.arrivals.has(r)) && performance.now() < until) await new Promise((r) => setTimeout(r, 50));
      return [...answered].flatMap(([reference, at]) => (smtp.arrivals.has(reference) ? [smtp.arrivals.get(reference)! - at] : [])).sort((a, b) => a - b);
    });
    console.log(
      `claim answered -> its message at the SMTP server (${latencies.length} of ${LATENCY_CLAIMS} claims, 20 a second): median ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, max ${latencies.at(-1)!.toFixed(1)} ms; load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`,
    );
  } finally {
    await smtp.close();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
