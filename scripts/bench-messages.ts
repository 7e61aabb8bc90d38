/**
 * `npm run bench:messages`: what customers' messages cost. The bundle (as `npm start` runs it) on a temp DATA_DIR,
 * its messages going to a real SMTP server in this process (smtp-server), and:
 * 1. claim creation (autocannon, as bench:api) with the sender off (MAIL_SENDER=off: the outbox row is still written
 *    in the claim's transaction) and on (sent to the SMTP server meanwhile), BENCH_ROUNDS rounds (3), off and on
 *    alternately, each on a fresh server: claims per second of each run, their medians and on/off of the medians,
 *    the server's CPU per claim, and how long after the on run's last claim its last message arrived;
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
import { cpuMilliseconds } from './bench/process-usage';

const LATENCY_CLAIMS = Number(process.env.BENCH_MESSAGE_CLAIMS ?? 200);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
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
    const runs: Record<'off' | 'on', Figure[]> = { off: [], on: [] };
    const drains: number[] = [];
    const withMessages: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      // Off first in even rounds, on first in odd ones: a drift of the machine's load weighs on both alike.
      for (const sender of round % 2 ? (['on', 'off'] as const) : (['off', 'on'] as const)) {
        const sentBefore = smtp.count();
        const figure = await withServer({ ...mail, MAIL_SENDER: sender }, async (server) => {
          const measured = await creation(server);
          if (sender === 'on') {
            const ended = performance.now();
            const cpuEnded = cpuMilliseconds(server.child.pid!) ?? NaN;
            while (smtp.count() - sentBefore < measured.total && performance.now() - ended < 120_000) await new Promise((r) => setTimeout(r, 50));
            drains.push(performance.now() - ended);
            // The messages sent after the run cost CPU too: the run's CPU per claim with them.
            withMessages.push((measured.cpuMsPerRequest ?? NaN) + ((cpuMilliseconds(server.child.pid!) ?? NaN) - cpuEnded) / measured.total);
          }
          return measured;
        });
        runs[sender].push(figure);
        console.log(row(`round ${round + 1}: POST /claim, message sender ${sender}${sender === 'on' ? ` (${smtp.count() - sentBefore} messages sent)` : ' (outbox row written)'}`, figure));
      }
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
    const off = median(runs.off.map((f) => f.perSecond));
    const on = median(runs.on.map((f) => f.perSecond));
    const cpu = (figures: Figure[]) => median(figures.map((f) => f.cpuMsPerRequest ?? NaN)).toFixed(2);
    console.log(
      `claims per second, median of ${ROUNDS}: sender off ${off.toFixed(0)}, on ${on.toFixed(0)}; on / off ${(on / off).toFixed(3)} (per round: ${runs.on.map((f, i) => (f.perSecond / runs.off[i].perSecond).toFixed(2)).join(', ')}); server CPU per claim during the run off ${cpu(runs.off)} ms, on ${cpu(runs.on)} ms, on with its message (sent during or after the run) ${median(withMessages).toFixed(2)} ms; last message after the on run's last claim: median ${median(drains).toFixed(0)} ms`,
    );

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
