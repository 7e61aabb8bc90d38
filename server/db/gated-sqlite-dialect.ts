import { CompiledQuery, SqliteDialect, type DatabaseConnection, type Driver, type SqliteDialectConfig } from 'kysely';

/**
 * Kysely's SqliteDialect whose driver first awaits `whenUsable()` (when it returns a promise) before it hands out
 * the connection: the WAL checkpointer holds the server's queries for one checkpoint when the WAL must start
 * again (see wal-checkpointer.ts). A transaction already under way keeps its connection and finishes.
 *
 * Its transactions begin IMMEDIATE: one that reads and then writes (a version imported, a publish) takes the write
 * lock first, waiting for another process's (busy_timeout) rather than failing at its first write with "database is
 * locked" when that process wrote since its read (two instances starting on one fresh database).
 */
export class GatedSqliteDialect extends SqliteDialect {
  readonly #whenUsable: () => Promise<void> | undefined;

  constructor(config: SqliteDialectConfig, whenUsable: () => Promise<void> | undefined) {
    super(config);
    this.#whenUsable = whenUsable;
  }

  override createDriver(): Driver {
    const driver = super.createDriver();
    const whenUsable = this.#whenUsable;
    return {
      init: () => driver.init(),
      acquireConnection: async (): Promise<DatabaseConnection> => {
        const held = whenUsable();
        if (held) await held;
        return driver.acquireConnection();
      },
      beginTransaction: async (connection) => void (await connection.executeQuery(CompiledQuery.raw('begin immediate'))),
      commitTransaction: (connection) => driver.commitTransaction(connection),
      rollbackTransaction: (connection) => driver.rollbackTransaction(connection),
      savepoint: (connection, name, compile) => driver.savepoint!(connection, name, compile),
      rollbackToSavepoint: (connection, name, compile) => driver.rollbackToSavepoint!(connection, name, compile),
      releaseSavepoint: (connection, name, compile) => driver.releaseSavepoint!(connection, name, compile),
      releaseConnection: (connection) => driver.releaseConnection(connection),
      destroy: () => driver.destroy(),
    };
  }
}
