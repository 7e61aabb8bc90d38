/**
 * `npx tsx scripts/bench-privacy.ts [--claims N] [--sealing K] [--bank-claims M]`: what privacy costs (issue 51),
 * measured, never asserted. `--claims 0` leaves out the purge.
 * 1. Sealing: the CPU time of sealing one claim's bank details (sealClaimPayload: AES-256-GCM) against the plain
 *    JSON.stringify it replaces, best of 5 runs of K claims; then the CPU time of M Summer Switch bank claims made
 *    through the API in process, and the share of it sealing takes (the bound on its cost in claims per second).
 * 2. Purge on PostgreSQL (a throwaway cluster): N expired claims seeded (a file row, an IMEI, an event and an
 *    idempotency record each, as real claims have; the file already gone), then
 *    `purge` timed while claims are created through the API next to it (20 a second): their latency p50/p99 meanwhile.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { randomUUID } from 'node:crypto';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { sealClaimPayload, attachKeyring } from '../server/privacy/claim-secrets';
import { parseEncryptionKeys } from '../server/encryption-keys';
import { purge } from '../server/privacy/purge';
import { readServedPromotions } from '../server/packages/promotion-package';
import { openUploadStorage } from '../server/uploads/upload-storage';
import { claimBody } from '../tests/server/claim-fixtures';
import { multipart, PNG } from '../tests/server/multipart';
import { startThrowawayPostgres } from './throwaway-services.mjs';
import { createAurApp, submitAurClaim } from '../tests/server/privacy/summer-switch-claims';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const CLAIMS = Number(arg('claims', '100000'));
const SEALING = Number(arg('sealing', '20000'));
const BANK_CLAIMS = Number(arg('bank-claims', '300'));
const KEYS = `bench-1:${Buffer.alloc(32, 9).toString('base64')}`;

/** µs of sealing per claim (sealed minus plain), for the share of a claim creation it takes. */
function benchSealing(): number {
  const db = {} as never;
  attachKeyring(db, parseEncryptionKeys(KEYS));
  const body = { ...claimBody(['x']), reward_method: { method: 'bank_transfer', legal_type: 'PRIVATE', account_name: 'Ada Lovelace', country: 'DE', iban: 'DE89370400440532013000', swift: 'DEUTDEFF' } };
  const best = (work: () => void) => {
    let min = Infinity;
    for (let run = 0; run < 5; run++) {
      const t0 = performance.now();
      for (let i = 0; i < SEALING; i++) work();
      min = Math.min(min, performance.now() - t0);
    }
    return (min / SEALING) * 1000;
  };
  const plain = best(() => JSON.stringify(body));
  const sealed = best(() => sealClaimPayload(db, randomUUID(), body));
  console.log(`Sealing: ${sealed.toFixed(1)} µs a claim (plain JSON.stringify ${plain.toFixed(1)} µs): +${(sealed - plain).toFixed(1)} µs of CPU per claim created.`);
  return sealed - plain;
}

/**
 * The server's CPU time for one Summer Switch bank claim (upload + claim, in process, SQLite), and the share of it that
 * sealing takes: claims per second with sealing are at least (1 - share) of the rate without it, the CPU being the
 * bound (the requests run one after another, so nothing waits on anything else).
 */
async function benchBankClaims(sealingMicros: number): Promise<void> {
  const { t } = await createAurApp({ LOG_LEVEL: 'warn', UPLOAD_RATE_LIMIT_PER_MINUTE: '0' });
  try {
    for (let i = 0; i < 20; i++) await submitAurClaim(t, 'en-US', `warm-${i}@example.com`); // JIT and caches warm
    const before = process.cpuUsage();
    const t0 = performance.now();
    for (let i = 0; i < BANK_CLAIMS; i++) await submitAurClaim(t, i % 2 ? 'en-US' : 'en-IE', `bank-${i}@example.com`);
    const cpu = process.cpuUsage(before);
    const perClaim = (cpu.user + cpu.system) / BANK_CLAIMS;
    const share = sealingMicros / perClaim;
    console.log(
      `Bank claims (upload + claim, in process, SQLite): ${(perClaim / 1000).toFixed(2)} ms of CPU each, ${(BANK_CLAIMS / ((performance.now() - t0) / 1000)).toFixed(0)} claims/s one at a time; ` +
        `sealing is ${(share * 100).toFixed(2)}% of it, so claims per second with encryption are within ${(share * 100).toFixed(2)}% of the rate without it (bar: 5%).`,
    );
  } finally {
    await t.close();
  }
}

async function benchPurge(): Promise<void> {
  const postgres = await startThrowawayPostgres();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-privacy-'));
  try {
    const config = loadConfig({ DATABASE_URL: postgres.url, ENCRYPTION_KEYS: KEYS, DATA_DIR: path.join(dir, 'data'), DIST_DIR: path.join(dir, 'dist'), DEFINITIONS_DIR: 'page-definitions/GOO00028', CLAIM_RATE_LIMIT_PER_MINUTE: '0', UPLOAD_RATE_LIMIT_PER_MINUTE: '0', LOG_LEVEL: 'warn' });
    const app = await buildApp(config, { logger: false });
    const db = app.db;
    const old = '2020-01-01T00:00:00.000Z';
    const t0 = performance.now();
    for (let start = 0; start < CLAIMS; start += 1000) {
      const n = Math.min(1000, CLAIMS - start);
      const rows = Array.from({ length: n }, (_, i) => ({ id: randomUUID(), i: start + i }));
      await db.insertInto('claims').values(rows.map((r) => ({
        id: r.id, public_reference: `B${String(r.i).padStart(10, '0')}`, promotion_id: 'GOO00028-GB', promotion_window_id: null, visitor_id: null,
        email: `bench-${r.i}@example.com`, status: 'COMPLETED', status_message: null, purchase_date: '2022-11-01',
        payload: sealClaimPayload(db, r.id, { ...claimBody(['x'], { email: `bench-${r.i}@example.com` }), reward_method: { method: 'paypal', email: `bench-${r.i}@example.com` } }),
        reward_detail: null, promotion_version: null, created_at: old, updated_at: old,
      }))).execute();
      await db.insertInto('uploads').values(rows.map((r) => ({ id: r.id, mime: 'image/png', extension: 'png', size: 1, original_name: 'r.png', stored_name: `${r.id}.png`, purpose: 'proof', created_at: old }))).execute();
      await db.insertInto('claim_documents').values(rows.map((r) => ({ upload_id: r.id, claim_id: r.id, source: 'storage_ids' }))).execute();
      // What every real claim has beside: its IMEI, a status change, the answer kept for its Idempotency-Key.
      await db.insertInto('claim_identifiers').values(rows.map((r) => ({ claim_id: r.id, kind: 'imei', value: `bench-${r.i}` }))).execute();
      await db.insertInto('claim_events').values(rows.map((r) => ({ claim_id: r.id, kind: 'status', payload: '{"note":"Paid"}', created_at: old }))).execute();
      await db.insertInto('idempotency_keys').values(rows.map((r) => ({ key: `bench-${r.i}`, request_hash: 'h', status_code: 200, response: JSON.stringify({ data: { id: r.id } }), claim_id: r.id, created_at: old }))).execute();
    }
    console.log(`Seeded ${CLAIMS.toLocaleString('en')} expired claims in ${((performance.now() - t0) / 1000).toFixed(1)} s.`);

    const uploads = await openUploadStorage(config);
    const latencies: number[] = [];
    let creating = true;
    let refused = 0;
    const traffic = (async () => {
      while (creating) {
        const started = performance.now();
        const proof = await app.inject({ method: 'POST', url: '/api/2022launch/file-upload', ...multipart({}, [{ field: 'file', filename: 'p.png', content: PNG }]) });
        const t = performance.now();
        const claim = await app.inject({ method: 'POST', url: '/api/2022launch/claim', payload: claimBody([proof.json().data.id]) });
        if (claim.statusCode === 200) latencies.push(performance.now() - t);
        else refused++;
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, 50 - (performance.now() - started))));
      }
    })();
    const p0 = performance.now();
    const report = await purge(db, uploads, readServedPromotions('page-definitions'), new Date());
    const seconds = (performance.now() - p0) / 1000;
    creating = false;
    await traffic;
    latencies.sort((a, b) => a - b);
    const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(1);
    console.log(`Purge of ${report.claims.toLocaleString('en')} claims (${report.files.toLocaleString('en')} files) on PostgreSQL: ${seconds.toFixed(1)} s (${(report.claims / seconds).toFixed(0)} claims/s), vacuum included.`);
    console.log(`Claims created meanwhile: ${latencies.length} (${refused} refused, e.g. a random test IMEI taken), latency p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${latencies.at(-1)!.toFixed(1)} ms.`);
    uploads.close();
    await app.close();
  } finally {
    await postgres.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

await benchBankClaims(benchSealing());
if (CLAIMS > 0) await benchPurge();
