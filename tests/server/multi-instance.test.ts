/**
 * Two server processes on one PostgreSQL database behave as one service: they start together and migrate
 * once, the database decides the races between them (one claim per IMEI, one claim per Idempotency-Key), the
 * lookup rate limit counts both together through Redis, and both write into one shared upload folder.
 * PostgreSQL pass only (npm run test:server:postgres); on SQLite the suite says so and skips.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshTestImei } from '../support/catalogue';
import { PARTIAL_PREFIX } from '../../server/uploads/folder-storage';
import { GB } from './claim-fixtures';
import { claimBody, postJson, startInstances, uploadProofs, type Instances } from './instances';
import { onPostgres, TEST_REDIS_URL } from './test-database';

const LOOKUP_LIMIT = 6;

if (!onPostgres) console.log('multi-instance.test.ts: SKIPPED on SQLite; two instances need PostgreSQL (npm run test:server:postgres)');
else if (!TEST_REDIS_URL) console.log('multi-instance.test.ts: shared rate-limit test SKIPPED, no Redis (TEST_REDIS_URL)');

describe.skipIf(!onPostgres)('two instances on one PostgreSQL', () => {
  let pair: Instances;
  beforeAll(async () => {
    pair = await startInstances(2, {
      DATABASE_POOL_SIZE: '5',
      ...(TEST_REDIS_URL ? { REDIS_URL: TEST_REDIS_URL, LOOKUP_RATE_LIMIT_PER_MINUTE: String(LOOKUP_LIMIT) } : {}),
    });
  }, 60_000);
  afterAll(() => pair?.stop());

  it('start together: each migration applied once, both healthy with the database ok', async () => {
    const db = pair.db();
    try {
      const applied = await db.selectFrom('kysely_migration' as any).select('name' as any).orderBy('name' as any).execute();
      expect(applied.map((r: any) => r.name)).toEqual(['001-initial', '002-claim-documents', '003-catalogue-sort-order', '004-promotion-versions', '005-studio-accounts', '006-preview-links', '007-version-checks', '008-usage-counts', '009-message-outbox', '010-privacy', '011-product-imei-ranges', '012-claim-form-drafts', '013-erasure-indexes', '014-claims-created-at']);
      // Seeded once, although both seeded at the same moment.
      const promotions = await db.selectFrom('promotion_resellers').select((eb) => eb.fn.countAll<string>().as('n')).where('promotion_id', '=', GB).executeTakeFirstOrThrow();
      expect(Number(promotions.n)).toBe(8);
    } finally {
      await db.destroy();
    }
    // Started together on one database, both serve the one live version the first of them published.
    const lives = new Set<string>();
    for (const server of pair.servers) {
      const r = await fetch(`${server.origin}/healthz`);
      expect(r.status).toBe(200);
      const health = await r.json();
      expect(health).toMatchObject({ status: 'ok', database: 'ok', ...(TEST_REDIS_URL ? { rate_limits: 'ok' } : {}) });
      expect(health.promotions.GOO00028.live).toMatch(/^[0-9a-f]{64}$/);
      lives.add(health.promotions.GOO00028.live);
    }
    expect(lives.size).toBe(1);
  });

  it('50 concurrent submits of one IMEI split across both store one claim; the others answer 422 code 5', async () => {
    const proofs = await uploadProofs(pair.servers, 50);
    const imei = freshTestImei();
    const answers = await Promise.all(
      proofs.map((proof, i) => postJson(pair.servers[i % 2], '/claim', claimBody([proof], { imei, email: `race-${i}@example.com` }))),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const a of answers.filter((a) => a.status !== 200)) expect(a).toMatchObject({ status: 422, body: { errors: [{ code: 5 }] } });
    const db = pair.db();
    try {
      const holders = await db.selectFrom('claim_identifiers').select('claim_id').where('kind', '=', 'imei').where('value', '=', imei).execute();
      expect(holders).toHaveLength(1);
      const claims = await db.selectFrom('claims').select('public_reference').where('email', 'like', 'race-%').execute();
      expect(claims.map((c) => c.public_reference)).toEqual([answers.find((a) => a.status === 200)!.body.data.public_reference]);
    } finally {
      await db.destroy();
    }
  });

  it('20 concurrent submits with one Idempotency-Key across both answer one reference and store one claim', async () => {
    const [proof] = await uploadProofs(pair.servers, 1);
    const body = claimBody([proof], { email: 'idempotent-pair@example.com' });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => postJson(pair.servers[i % 2], '/claim', body, { 'Idempotency-Key': 'pair-key-1' })));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.body.data.public_reference)).size).toBe(1);
    const db = pair.db();
    try {
      const stored = await db.selectFrom('claims').select('id').where('email', '=', 'idempotent-pair@example.com').execute();
      expect(stored).toEqual([{ id: answers[0].body.data.id }]);
    } finally {
      await db.destroy();
    }
  });

  it('files uploaded through both land complete in the one shared UPLOAD_DIR, no partial file left', async () => {
    const ids = await uploadProofs(pair.servers, 10);
    const names = fs.readdirSync(pair.uploadDir);
    for (const id of ids) expect(names).toContain(`${id}.png`);
    expect(names.filter((n) => n.startsWith(PARTIAL_PREFIX))).toEqual([]);
  });

  it.skipIf(!TEST_REDIS_URL)(`counts lookups to both instances together (Redis): the ${LOOKUP_LIMIT + 1}th answers 429 with Retry-After on either`, async () => {
    const lookup = { promotion_id: GB, email: 'nobody@example.com', reference: '000-000-000' };
    for (let i = 0; i < LOOKUP_LIMIT; i++) expect((await postJson(pair.servers[i % 2], '/claim-details-request', lookup)).status, `lookup ${i + 1}`).not.toBe(429);
    for (const server of pair.servers) {
      const limited = await postJson(server, '/claim-details-request', lookup);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(limited.headers.get('x-ratelimit-remaining')).toBeNull();
    }
  });

  it('a publish is served by every instance within 5 s; killing a publish half-way leaves one consistent live version', async () => {
    const REPO = path.resolve(__dirname, '../..');
    const cli = (args: string[]) => spawn(process.execPath, ['--import', 'tsx', 'server/promotion-cli.ts', ...args, '--actor', 'manager'], { cwd: REPO, env: { ...process.env, ...pair.database.env }, stdio: 'pipe' });
    const run = (args: string[]) =>
      new Promise<string>((resolve, reject) => {
        const child = cli(args);
        let out = '';
        child.stdout?.on('data', (chunk) => (out += chunk));
        child.stderr?.on('data', (chunk) => (out += chunk));
        child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(out))));
      });
    const wording = async (server: (typeof pair.servers)[number]) => {
      const r = await postJson(server, '/content-manifest', { type: 'alias', locales: ['de-DE'], ids: ['homeHeroTitle'] });
      return r.body.data.content['de-DE'].homeHeroTitle as string;
    };
    const edited = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'edited-')), 'GOO00028');
    fs.cpSync(path.join(REPO, 'page-definitions/GOO00028'), edited, { recursive: true });
    const file = path.join(edited, 'content/de-DE.json');
    fs.writeFileSync(file, JSON.stringify({ ...JSON.parse(fs.readFileSync(file, 'utf8')), homeHeroTitle: 'Neue Prämie' }));
    const imported = JSON.parse(await run(['import', edited]));

    // Killed at any moment, a publish leaves live on the old or the new version, its history saying which.
    const versions = async () => {
      const db = pair.db();
      try {
        const pointer = await db.selectFrom('promotion_pointers').selectAll().where('code', '=', 'GOO00028').executeTakeFirstOrThrow();
        const published = await db.selectFrom('promotion_history').select('to_hash').where('code', '=', 'GOO00028').where('action', '=', 'publish').orderBy('id', 'desc').executeTakeFirstOrThrow();
        return { live: pointer.live_hash, lastPublished: published.to_hash };
      } finally {
        await db.destroy();
      }
    };
    const before = await versions();
    for (const delay of [50, 150, 300, 600]) {
      const child = cli(['publish', 'GOO00028', imported.version]);
      await new Promise((resolve) => setTimeout(resolve, delay));
      child.kill('SIGKILL');
      await new Promise((resolve) => child.on('exit', resolve));
      const after = await versions();
      expect([before.live, imported.version]).toContain(after.live);
      expect(after.lastPublished).toBe(after.live);
      if (after.live === imported.version) break;
    }

    await run(['publish', 'GOO00028', imported.version]).catch(() => undefined); // live already, or now
    const started = Date.now();
    for (const server of pair.servers) {
      while ((await wording(server)) !== 'Neue Prämie') {
        expect(Date.now() - started).toBeLessThan(5000);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  }, 90_000);
});

