import { setTimeout as delay } from 'node:timers/promises';
import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './open-database';
import { isPostgres } from './dialect';
import * as initial from './migrations/001-initial';
import * as claimDocuments from './migrations/002-claim-documents';
import * as catalogueSortOrder from './migrations/003-catalogue-sort-order';
import * as promotionVersions from './migrations/004-promotion-versions';
import * as studioAccounts from './migrations/005-studio-accounts';
import * as previewLinks from './migrations/006-preview-links';
import * as versionChecks from './migrations/007-version-checks';
import * as usageCounts from './migrations/008-usage-counts';
import * as messageOutbox from './migrations/009-message-outbox';
import * as privacy from './migrations/010-privacy';
import * as productImeiRanges from './migrations/011-product-imei-ranges';
import * as claimFormDrafts from './migrations/012-claim-form-drafts';
import * as erasureIndexes from './migrations/013-erasure-indexes';
import * as claimsCreatedAt from './migrations/014-claims-created-at';

/** Ordered list of migrations; append, never edit a released one. */
const MIGRATIONS: Record<string, Migration> = {
  '001-initial': initial,
  '002-claim-documents': claimDocuments,
  '003-catalogue-sort-order': catalogueSortOrder,
  '004-promotion-versions': promotionVersions,
  '005-studio-accounts': studioAccounts,
  '006-preview-links': previewLinks,
  '007-version-checks': versionChecks,
  '008-usage-counts': usageCounts,
  '009-message-outbox': messageOutbox,
  '010-privacy': privacy,
  '011-product-imei-ranges': productImeiRanges,
  '012-claim-form-drafts': claimFormDrafts,
  '013-erasure-indexes': erasureIndexes,
  '014-claims-created-at': claimsCreatedAt,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/**
 * Brings the database schema up to date; throws if a migration fails. Instances starting together apply each
 * migration once: on PostgreSQL Kysely's Migrator holds an advisory lock and runs each migration in a transaction;
 * on SQLite its lock is a no-op (it assumes one process), so the whole run is one IMMEDIATE transaction, which takes
 * the file's write lock first: a second process waits (busy_timeout, retried) and then finds the schema current.
 */
export async function migrate(db: Db): Promise<void> {
  await (isPostgres(db) ? migrateToLatest(db) : underSqliteWriteLock(db, migrateToLatest));
}

async function migrateToLatest(db: Db): Promise<void> {
  const { error, results } = await new Migrator({
    db,
    provider,
  }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration failed${failed ? ` at ${failed.migrationName}` : ''}: ${String(error)}`);
  }
}

/** How long a start waits for another process's migration before giving up. */
const SQLITE_LOCK_WAIT_MS = 120_000;

async function underSqliteWriteLock<T>(db: Db, run: (db: Db) => Promise<T>): Promise<T> {
  return db.connection().execute(async (connection) => {
    const giveUpAt = Date.now() + SQLITE_LOCK_WAIT_MS;
    for (;;) {
      try {
        await sql`begin immediate`.execute(connection);
        break;
      } catch (error) {
        if ((error as { code?: string }).code !== 'SQLITE_BUSY' || Date.now() > giveUpAt) throw error;
      }
      await delay(50); // SQLite has already waited busy_timeout; this only keeps a retry from spinning
    }
    try {
      const result = await run(connection);
      await sql`commit`.execute(connection);
      return result;
    } catch (error) {
      await sql`rollback`.execute(connection).catch(() => undefined);
      throw error;
    }
  });
}
