/**
 * SQLite's WAL is checkpointed by a thread of its own (server/db/wal-checkpointer.ts), never by a request's
 * commit on the event loop; under a steady stream of writes the WAL is still emptied and started again.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { DATABASE_FILE } from '../../server/db/open-sqlite';
import { startWalCheckpointer } from '../../server/db/wal-checkpointer';
import { claimBody, GB } from './claim-fixtures';
import { multipart, PNG } from './multipart';
import { createTestApp, type TestApp } from './test-app';
import { onPostgres } from './test-database';

const NO_LIMITS = { CLAIM_RATE_LIMIT_PER_MINUTE: '0', UPLOAD_RATE_LIMIT_PER_MINUTE: '0', LOOKUP_RATE_LIMIT_PER_MINUTE: '0' };
const upload = multipart({}, [{ field: 'file', filename: 'proof.png', content: PNG, type: 'image/png' }]);

async function uploadProof(t: TestApp): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url: '/api/2022launch/file-upload', ...upload });
  expect(response.statusCode).toBe(201);
  return response.json().data.id;
}

describe.skipIf(onPostgres)('WAL checkpoints on SQLite', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it("never checkpoints on the server's connection, also past 1000 pages; the thread moves the frames", async () => {
    // The thread waits a minute after a commit: nothing but an explicit checkpoint runs during the test.
    t = await createTestApp(NO_LIMITS, { checkpointDelayMs: 60_000 });
    const { app } = t;
    expect(app.walCheckpointer).toBeDefined();
    await app.walCheckpointer!.checkpoint(); // the migrations and the seed out of the way
    const autocheckpoint = await sql<{ wal_autocheckpoint: number }>`PRAGMA wal_autocheckpoint`.execute(app.db);
    expect(autocheckpoint.rows[0].wal_autocheckpoint).toBe(0);

    const dbFile = path.join(t.dir, 'data', DATABASE_FILE);
    const sizeBefore = fs.statSync(dbFile).size;
    // About 2,000 pages through the server's connection (SQLite's default would checkpoint at 1,000) ...
    await sql`CREATE TABLE filler (x TEXT)`.execute(app.db);
    for (let i = 0; i < 8; i++) await sql`INSERT INTO filler VALUES (${'x'.repeat(1_000_000)})`.execute(app.db);
    // ... and claims through the API on top.
    const proofs = [await uploadProof(t), await uploadProof(t)];
    for (const [i, proof] of proofs.entries()) {
      const r = await t.call('POST', '/claim', claimBody([proof], { email: `wal-${i}@example.com` }));
      expect(r.status).toBe(200);
    }
    expect(fs.statSync(dbFile).size).toBe(sizeBefore); // every page is still in the WAL only
    expect(app.walCheckpointer!.stats.checkpoints).toBe(1);

    const result = await app.walCheckpointer!.checkpoint();
    expect(result.log).toBeGreaterThan(1500);
    expect(result.checkpointed).toBe(result.log);
    expect(fs.statSync(dbFile).size).toBeGreaterThan(sizeBefore + 8_000_000);
  });

  it('checkpoints on its own after commits, and empties and restarts the WAL under a steady stream of claims', async () => {
    t = await createTestApp(NO_LIMITS, { checkpointDelayMs: 0, walRestartAfterFrames: 20 });
    const { app } = t;
    const proofs = await Promise.all(Array.from({ length: 30 }, () => uploadProof(t!)));
    const before = app.walCheckpointer!.stats.checkpoints;
    // Ten at a time, as concurrent clients would send them.
    const answers = [];
    for (let start = 0; start < proofs.length; start += 10) {
      answers.push(
        ...(await Promise.all(
          proofs.slice(start, start + 10).map((proof, i) => t!.call('POST', '/claim', claimBody([proof], { email: `steady-${start + i}@example.com` }))),
        )),
      );
    }
    expect(answers.map((a) => a.status)).toEqual(proofs.map(() => 200));
    await expect.poll(() => app.walCheckpointer!.stats.checkpoints).toBeGreaterThan(before);
    await expect.poll(() => app.walCheckpointer!.stats.restarts).toBeGreaterThan(0);
    // Every claim answered is there, whatever the checkpoints did meanwhile.
    for (const [i, answer] of answers.entries()) {
      const lookup = await t.call('POST', '/claim-details-request', { promotion_id: GB, email: `steady-${i}@example.com`, reference: answer.body.data.public_reference });
      expect(lookup.status).toBe(200);
    }
    // After a restart the WAL holds only what came since.
    const last = await app.walCheckpointer!.checkpoint();
    expect(last.checkpointed).toBe(last.log);
  });

  it('keeps every answered claim in the files as a kill leaves them, after the WAL started again', async () => {
    t = await createTestApp(NO_LIMITS, { checkpointDelayMs: 0, walRestartAfterFrames: 20 });
    const { app } = t;
    const proofs = await Promise.all(Array.from({ length: 24 }, () => uploadProof(t!)));
    const references: string[] = [];
    for (let start = 0; start < proofs.length; start += 8) {
      const answers = await Promise.all(proofs.slice(start, start + 8).map((proof, i) => t!.call('POST', '/claim', claimBody([proof], { email: `kill-${start + i}@example.com` }))));
      references.push(...answers.map((a) => a.body.data.public_reference));
    }
    await expect.poll(() => app.walCheckpointer!.stats.restarts).toBeGreaterThan(0);
    const emptied = await app.walCheckpointer!.checkpoint(); // none running while the files are copied
    expect(emptied.checkpointed).toBe(emptied.log); // so the next claim writes the WAL from its start again
    const last = await t.call('POST', '/claim', claimBody([await uploadProof(t)], { email: 'kill-last@example.com' }));
    references.push(last.body.data.public_reference);

    // The database file and the WAL as the process leaves them when killed now (no close, no checkpoint).
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'wal-kill-copy-'));
    try {
      for (const suffix of ['', '-wal']) fs.copyFileSync(path.join(t.dir, 'data', DATABASE_FILE + suffix), path.join(copy, DATABASE_FILE + suffix));
      const { default: Database } = await import('better-sqlite3');
      const reopened = new Database(path.join(copy, DATABASE_FILE));
      try {
        const stored = reopened.prepare('SELECT public_reference FROM claims').all() as Array<{ public_reference: string }>;
        expect(stored.map((r) => r.public_reference)).toEqual(expect.arrayContaining(references));
        expect(reopened.pragma('integrity_check', { simple: true })).toBe('ok');
      } finally {
        reopened.close();
      }
    } finally {
      fs.rmSync(copy, { recursive: true, force: true });
    }
  });

  it("closes the thread's connection first, so that closing the server's checkpoints and removes the WAL", async () => {
    t = await createTestApp(NO_LIMITS, { checkpointDelayMs: 60_000 });
    const proof = await uploadProof(t);
    expect((await t.call('POST', '/claim', claimBody([proof], { email: 'close@example.com' }))).status).toBe(200);
    const wal = path.join(t.dir, 'data', `${DATABASE_FILE}-wal`);
    expect(fs.existsSync(wal)).toBe(true);
    await t.close();
    t = undefined;
    expect(fs.existsSync(wal)).toBe(false);
  });

  it('reports a thread that cannot start, so that the server lets SQLite checkpoint again', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wal-checkpointer-'));
    try {
      const failures: string[] = [];
      const checkpointer = startWalCheckpointer(path.join(dir, 'missing.sqlite'), { onFailure: (reason) => failures.push(reason) });
      await expect.poll(() => failures.length).toBe(1);
      await expect(checkpointer.checkpoint()).rejects.toThrow(/WAL checkpoint/);
      expect(checkpointer.whenUsable()).toBeUndefined();
      await checkpointer.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
