import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Database } from './schema';

export type Db = Kysely<Database>;

export const DATABASE_FILE = 'promotion.sqlite';

/**
 * Opens (creating if needed) the SQLite database in `dataDir`.
 * WAL + synchronous=FULL: an acknowledged write is on disk and survives a kill of the process.
 */
export function openDatabase(dataDir: string): { db: Db; sqlite: SqliteDatabase.Database } {
  fs.mkdirSync(dataDir, { recursive: true });
  const sqlite = new SqliteDatabase(path.join(dataDir, DATABASE_FILE));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, sqlite };
}
