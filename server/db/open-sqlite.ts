import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely } from 'kysely';
import type { Database } from './schema';
import { GatedSqliteDialect } from './gated-sqlite-dialect';
import { withStatementCache } from './statement-cache';
import { registerChangeToken } from './change-token';
import { walGroupCommit, type SyncFile } from './wal-group-commit';
import { startWalCheckpointer, type WalCheckpointer } from './wal-checkpointer';

export const DATABASE_FILE = 'promotion.sqlite';

export interface SqliteDurability {
  /**
   * Group commit (the server): commits are made durable by one fsync of the WAL per batch, off the event loop,
   * and `whenDurable` must be awaited before a write is acknowledged. Without it (operator CLI, tests that
   * look behind the API) each commit is synced by SQLite itself (synchronous=FULL).
   */
  groupCommit?: boolean;
  /** Replaces the fsync of group commit (tests). */
  syncFile?: SyncFile;
  /** With group commit: how long after a commit the checkpoint thread runs (tests; see wal-checkpointer.ts). */
  checkpointDelayMs?: number;
  /** With group commit: WAL frames past which it is emptied and started again (tests; see wal-checkpointer.ts). */
  walRestartAfterFrames?: number;
}

export interface OpenedSqlite {
  db: Kysely<Database>;
  /** With group commit: resolves once every write so far is on disk; undefined when they already are. */
  whenDurable?: () => Promise<void> | undefined;
  /** With group commit: the thread that checkpoints the WAL (so no request does); closed before `db`. */
  checkpointer?: WalCheckpointer;
}

/**
 * Opens (creating if needed) the SQLite database in `dataDir`: the embedded default for one machine.
 * An acknowledged write is on disk and survives a kill of the process: WAL + synchronous=FULL, or with group
 * commit WAL + synchronous=NORMAL + an fsync of the WAL before the answer (see wal-group-commit.ts).
 */
export function openSqlite(dataDir: string, durability: SqliteDurability = {}): OpenedSqlite {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, DATABASE_FILE);
  const sqlite = new SqliteDatabase(file);
  const wal = sqlite.pragma('journal_mode = WAL', { simple: true }) === 'wal';
  // Group commit relies on the WAL: in rollback-journal mode, NORMAL could corrupt the database on a power cut.
  const groupCommit = durability.groupCommit && wal ? walGroupCommit(file, durability.syncFile) : undefined;
  sqlite.pragma(groupCommit ? 'synchronous = NORMAL' : 'synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // A row changed or deleted leaves no copy in the page's free space (personal data erased is gone: docs/privacy.md).
  sqlite.pragma('secure_delete = ON');
  // With group commit (the server) the WAL is checkpointed by a thread of its own, never inside a request's
  // commit; should that thread fail, SQLite checkpoints on this connection again (its default, 1000 pages).
  const checkpointer = groupCommit
    ? startWalCheckpointer(file, {
      delayMs: durability.checkpointDelayMs,
      restartAfterFrames: durability.walRestartAfterFrames,
      onFailure: () => void (sqlite.open && sqlite.pragma('wal_autocheckpoint = 1000')),
    })
    : undefined;
  if (checkpointer) sqlite.pragma('wal_autocheckpoint = 0');
  let ownWrites = 0;
  const onWrite = () => {
    ownWrites++;
    groupCommit?.noteWrite();
    checkpointer?.noteCommit();
  };
  const database = withStatementCache(sqlite, onWrite);
  const closeDatabase = database.close.bind(database);
  database.close = () => {
    closeDatabase();
    groupCommit?.close();
  };
  const dialect = new GatedSqliteDialect({ database }, checkpointer ? checkpointer.whenUsable : () => undefined);
  const db = new Kysely<Database>({ dialect });
  const dataVersion = sqlite.prepare('pragma data_version').pluck();
  registerChangeToken(db, () => ownWrites, () => (sqlite.open ? (dataVersion.get() as number) : -1));
  return { db, whenDurable: groupCommit && (() => (groupCommit.pending ? groupCommit.whenDurable() : undefined)), checkpointer };
}
