import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { coalescedSync } from '../../server/db/coalesced-sync';
import { openDatabase } from '../../server/db/open-database';
import { DATABASE_FILE } from '../../server/db/open-sqlite';
import { claimBody } from './claim-fixtures';
import { multipart, PNG } from './multipart';
import { createTestApp, type TestApp } from './test-app';
import { onPostgres } from './test-database';

/** A promise with its resolve, to hold a sync open for as long as a test wants. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('coalescedSync', () => {
  it('serves every caller that arrives during a sync with one later sync', async () => {
    const gates: Array<ReturnType<typeof gate>> = [];
    const sync = coalescedSync(() => {
      const g = gate();
      gates.push(g);
      return g.opened;
    });
    const first = sync();
    const during = [sync(), sync(), sync()];
    expect(gates).toHaveLength(1);
    gates[0].open();
    await first;
    await settle();
    expect(gates).toHaveLength(2); // the three callers that came during the first share the second
    gates[1].open();
    await Promise.all(during);
    sync();
    expect(gates).toHaveLength(3);
    gates[2].open();
  });

  it('rejects the callers of a failed sync and starts afresh afterwards', async () => {
    let fail = true;
    const sync = coalescedSync(async () => {
      if (fail) throw new Error('disk gone');
    });
    await expect(sync()).rejects.toThrow('disk gone');
    fail = false;
    await expect(sync()).resolves.toBeUndefined();
  });
});

describe.skipIf(onPostgres)('group commit on SQLite', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('answers a write only after the WAL is synced, one sync for writes made together', async () => {
    const synced: string[] = [];
    let held: ReturnType<typeof gate> | undefined;
    // No message sender here: its writes (a message marked sent) would be syncs this test does not count.
    t = await createTestApp({ MAIL_SENDER: 'off' }, {
      syncFile: async (file) => {
        synced.push(file);
        await held?.opened;
      },
    });
    const upload = multipart({}, [{ field: 'file', filename: 'proof.png', content: PNG, type: 'image/png' }]);
    const proofs = await Promise.all([1, 2, 3].map(async () => (await t!.app.inject({ method: 'POST', url: '/api/2022launch/file-upload', ...upload })).json().data.id as string));
    const wal = path.join(t.dir, 'data', `${DATABASE_FILE}-wal`);
    expect(synced).toContain(wal);

    held = gate();
    synced.length = 0;
    let answered = 0;
    const claims = proofs.map((id, i) =>
      t!.call('POST', '/claim', claimBody([id], { email: `group-${i}@example.com` })).then((r) => {
        answered++;
        return r;
      }),
    );
    await settle();
    expect(answered).toBe(0); // committed, but not acknowledged before the fsync
    const syncsWhileHeld = synced.length;
    expect(syncsWhileHeld).toBeGreaterThan(0);
    expect(syncsWhileHeld).toBeLessThanOrEqual(2); // three claims share the syncs
    held.open();
    const results = await Promise.all(claims);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);

    // Nothing written since: a read answers without waiting for a sync.
    synced.length = 0;
    held = gate();
    const lookup = await t.call('POST', '/claim-details-request', { promotion_id: 'GOO00028-GB', email: 'group-0@example.com', reference: results[0].body.data.public_reference });
    expect(lookup.status).toBe(200);
    expect(synced).toEqual([]);
    held.open();
  });

  it('answers 500 when the WAL cannot be synced', async () => {
    let fail = false;
    t = await createTestApp({}, {
      syncFile: async () => {
        if (fail) throw Object.assign(new Error('EIO: i/o error, fsync'), { code: 'EIO' });
      },
    });
    fail = true;
    const upload = multipart({}, [{ field: 'file', filename: 'proof.png', content: PNG, type: 'image/png' }]);
    const response = await t.app.inject({ method: 'POST', url: '/api/2022launch/file-upload', ...upload });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ errors: [{ code: 1, message: 'Internal server error' }] });
  });

  it('keeps synchronous FULL where no one waits for a group commit (operator, tests behind the API)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'group-commit-'));
    const db = openDatabase({ dataDir: dir, databasePoolSize: 1 });
    try {
      const sync = await sql<{ synchronous: number }>`PRAGMA synchronous`.execute(db);
      expect(sync.rows[0].synchronous).toBe(2);
    } finally {
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
