import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './open-database';
import * as initial from './migrations/001-initial';
import * as claimDocuments from './migrations/002-claim-documents';
import * as catalogueSortOrder from './migrations/003-catalogue-sort-order';
import * as promotionVersions from './migrations/004-promotion-versions';
import * as studioAccounts from './migrations/005-studio-accounts';
import * as previewLinks from './migrations/006-preview-links';
import * as versionChecks from './migrations/007-version-checks';
import * as usageCounts from './migrations/008-usage-counts';

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
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/**
 * Brings the database schema up to date; throws if a migration fails. Kysely's Migrator holds a lock while it
 * runs (PostgreSQL: an advisory lock, each migration in a transaction), so instances starting together apply
 * each migration once and the later ones wait until the schema is current.
 */
export async function migrate(db: Db): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration failed${failed ? ` at ${failed.migrationName}` : ''}: ${String(error)}`);
  }
}
