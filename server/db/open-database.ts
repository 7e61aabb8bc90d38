import type { Kysely } from 'kysely';
import { openPostgres } from './open-postgres';
import { openSqlite, type OpenedSqlite, type SqliteDurability } from './open-sqlite';
import type { Database } from './schema';

export type Db = Kysely<Database>;

/** Where the data lives: PostgreSQL when `databaseUrl` is set, else SQLite in `dataDir`. */
export interface DatabaseSettings {
  dataDir: string;
  databaseUrl?: string;
  databasePoolSize: number;
  /** PostgreSQL: longest wait for a connection or an answer before the request fails (503); default 10 s. */
  databaseTimeoutMs?: number;
}

export type DatabaseKind = 'sqlite' | 'postgres';

export function databaseKind(settings: Pick<DatabaseSettings, 'databaseUrl'>): DatabaseKind {
  return settings.databaseUrl ? 'postgres' : 'sqlite';
}

/** Opens the configured database (not migrated: see prepareDatabase). `db.destroy()` closes it. */
export function openDatabase(settings: DatabaseSettings): Db {
  return openDatabaseFor(settings).db;
}

/**
 * The same, with SQLite's group commit when `durability.groupCommit` (the server); `whenDurable` is then set
 * and must be awaited before acknowledging a write. PostgreSQL makes each commit durable itself.
 */
export function openDatabaseFor(settings: DatabaseSettings, durability: SqliteDurability = {}): OpenedSqlite {
  return settings.databaseUrl ? { db: openPostgres(settings.databaseUrl, settings.databasePoolSize, settings.databaseTimeoutMs) } : openSqlite(settings.dataDir, durability);
}
