import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Database } from './schema';

export const DATABASE_FILE = 'promotion.sqlite';

/**
 * Opens (creating if needed) the SQLite database in `dataDir`: the embedded default for one machine.
 * WAL + synchronous=FULL: an acknowledged write is on disk and survives a kill of the process.
 */
export function openSqlite(dataDir: string): Kysely<Database> {
  fs.mkdirSync(dataDir, { recursive: true });
  const sqlite = new SqliteDatabase(path.join(dataDir, DATABASE_FILE));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}
