import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './open-database';
import * as initial from './migrations/001-initial';
import * as claimDocuments from './migrations/002-claim-documents';

/** Ordered list of migrations; append, never edit a released one. */
const MIGRATIONS: Record<string, Migration> = {
  '001-initial': initial,
  '002-claim-documents': claimDocuments,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/** Brings the database schema up to date; throws if a migration fails. */
export async function migrate(db: Db): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration failed${failed ? ` at ${failed.migrationName}` : ''}: ${String(error)}`);
  }
}
