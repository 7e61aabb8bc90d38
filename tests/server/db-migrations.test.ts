/**
 * Migrations run on start and upgrade an existing database in place (SQLite file or PostgreSQL database): one
 * made by the first migration only keeps its rows and gains the later tables and columns.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../server/db/migrate';
import * as initial from '../../server/db/migrations/001-initial';
import { freshDatabase, onPostgres, openTestDatabase, type TestDatabase } from './test-database';
import { seed } from '../../server/db/seed';
import { readServedPromotion } from '../../server/packages/promotion-package';
const REPO_ROOT = path.resolve(__dirname, '../..');

/** Every migration, in order: a new one is added here too. */
const MIGRATION_NAMES = ['001-initial', '002-claim-documents', '003-catalogue-sort-order', '004-promotion-versions', '005-studio-accounts', '006-preview-links', '007-version-checks', '008-usage-counts', '009-message-outbox', '010-privacy', '011-product-imei-ranges', '012-claim-form-drafts', '013-erasure-indexes', '014-claims-created-at'];

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'promotion-migrate-'));
let database: TestDatabase;
beforeAll(async () => void (database = await freshDatabase()));
afterAll(async () => {
  await database.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('migrations', () => {
  it('upgrades a database of migration 001: old uploads become proof uploads, claim_documents appears, resellers get their catalogue order at the next seed', async () => {
    const db = openTestDatabase(dir, database.env);
    await new Migrator({ db, provider: { getMigrations: async () => ({ '001-initial': initial }) } }).migrateToLatest();
    await (db as any).insertInto('uploads').values({ id: 'old-1', mime: 'image/png', extension: 'png', size: 1, original_name: null, stored_name: 'old-1.png', created_at: '2022-11-01T00:00:00Z' }).execute();
    // Inserted in another order than the seed's: the order comes from the seed list, not from storage.
    await (db as any).insertInto('resellers').values([{ id: 'o2', name: 'o2' }, { id: 'currys', name: 'Currys' }]).execute();

    await migrate(db);
    await migrate(db);
    expect(await db.selectFrom('uploads').select(['id', 'purpose']).execute()).toEqual([{ id: 'old-1', purpose: 'proof' }]);
    expect(await db.selectFrom('claim_documents').selectAll().execute()).toEqual([]);
    await seed(db, [readServedPromotion(path.join(REPO_ROOT, 'page-definitions/GOO00028'))]);
    const order = await db.selectFrom('resellers').select(['id', 'sort_order']).where('id', 'in', ['currys', 'o2']).orderBy('sort_order').execute();
    expect(order).toEqual([{ id: 'currys', sort_order: 0 }, { id: 'o2', sort_order: 6 }]);
    const applied = await db.selectFrom('kysely_migration' as any).select('name' as any).orderBy('name' as any).execute();
    expect(applied.map((r: any) => r.name)).toEqual(MIGRATION_NAMES);
    // The studio's list counts the last 7 days' claims by their creation time: found by an index.
    const indexes = onPostgres
      ? (await sql<{ name: string }>`select indexname as name from pg_indexes where tablename = 'claims'`.execute(db)).rows
      : (await sql<{ name: string }>`select name from sqlite_master where type = 'index' and tbl_name = 'claims'`.execute(db)).rows;
    expect(indexes.map((index) => index.name)).toContain('claims_created_at');
    await db.destroy();
  });

  it('two instances migrating one fresh database at once apply each migration once, and both end with the current schema', async () => {
    const fresh = await freshDatabase();
    const sharedDir = fs.mkdtempSync(path.join(os.tmpdir(), 'promotion-migrate-race-'));
    const first = openTestDatabase(sharedDir, fresh.env);
    const second = openTestDatabase(sharedDir, fresh.env);
    // One process here, and better-sqlite3 waits synchronously: the one that finds the file locked gives up at once
    // and retries instead of holding up the other.
    if (!onPostgres) for (const db of [first, second]) await sql`pragma busy_timeout = 0`.execute(db);
    try {
      await Promise.all([migrate(first), migrate(second)]);
      for (const db of [first, second]) {
        const applied = await db.selectFrom('kysely_migration' as any).select('name' as any).execute();
        expect(applied).toHaveLength(MIGRATION_NAMES.length);
        expect(await db.selectFrom('promotions').selectAll().execute()).toEqual([]);
      }
    } finally {
      await first.destroy();
      await second.destroy();
      await fresh.drop();
      fs.rmSync(sharedDir, { recursive: true, force: true });
    }
  });
});
