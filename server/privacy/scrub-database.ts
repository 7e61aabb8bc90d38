import { setTimeout as delay } from 'node:timers/promises';
import { sql } from 'kysely';
import { isPostgres } from '../db/dialect';
import type { Db } from '../db/open-database';

/** The tables an erasure writes to (PostgreSQL vacuums them after it). */
const ERASED_TABLES = ['claims', 'claim_documents', 'uploads', 'claim_identifiers', 'survey_responses', 'idempotency_keys', 'claim_events', 'tickets', 'web_visitors'];

/**
 * Runs an erasure so that what it erased does not survive on disk. SQLite: `secure_delete` on (freed cells and pages are
 * overwritten with zeros, not left in free space), then a TRUNCATE checkpoint, which copies the
 * erased pages into the database and empties the WAL (whose older frames still held the values). PostgreSQL: the
 * tables are vacuumed after it (dead row versions removed; what remains in WAL archives and backups: docs/privacy.md).
 */
export async function withDiskScrub<T>(db: Db, erase: () => Promise<T>): Promise<T> {
  if (isPostgres(db)) {
    const result = await erase();
    for (const table of ERASED_TABLES) await sql`vacuum ${sql.table(table)}`.execute(db);
    return result;
  }
  // On already (open-sqlite.ts: every change, not only erasures, must leave no old copy in free space).
  await sql`pragma secure_delete = on`.execute(db);
  try {
    return await erase();
  } finally {
    await truncateWal(db);
  }
}

/**
 * Checkpoints the whole WAL into the database and truncates it to zero bytes. A reader still on older frames (the
 * checkpoint thread, a concurrent request) makes SQLite answer busy instead: tried again for up to 5 s, then an error
 * (the erasure is done, but its old values may still be in the WAL until the next checkpoint).
 */
export async function truncateWal(db: Db): Promise<void> {
  for (let attempt = 0; attempt < 250; attempt++) {
    const result = await sql<{ busy: number; log: number }>`pragma wal_checkpoint(TRUNCATE)`.execute(db);
    const row = result.rows[0];
    if (!row || (row.busy === 0 && row.log <= 0)) return;
    await delay(20);
  }
  throw new Error('The WAL could not be truncated after an erasure (readers kept it busy for 5 s); run the purge again');
}
