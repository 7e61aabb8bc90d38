/**
 * Migrations run on start and upgrade an existing DATA_DIR in place: a database made by the first migration
 * only keeps its rows and gains the later tables and columns.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate } from '../../server/db/migrate';
import * as initial from '../../server/db/migrations/001-initial';
import { openDatabase } from '../../server/db/open-database';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'promotion-migrate-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('migrations', () => {
  it('upgrades a database of migration 001: old uploads become proof uploads, claim_documents appears', async () => {
    const { db } = openDatabase(dir);
    await new Migrator({ db, provider: { getMigrations: async () => ({ '001-initial': initial }) } }).migrateToLatest();
    await (db as any).insertInto('uploads').values({ id: 'old-1', mime: 'image/png', extension: 'png', size: 1, original_name: null, stored_name: 'old-1.png', created_at: '2022-11-01T00:00:00Z' }).execute();

    await migrate(db);
    await migrate(db);
    expect(await db.selectFrom('uploads').select(['id', 'purpose']).execute()).toEqual([{ id: 'old-1', purpose: 'proof' }]);
    expect(await db.selectFrom('claim_documents').selectAll().execute()).toEqual([]);
    const applied = await db.selectFrom('kysely_migration' as any).select('name' as any).orderBy('name' as any).execute();
    expect(applied.map((r: any) => r.name)).toEqual(['001-initial', '002-claim-documents']);
    await db.destroy();
  });
});
