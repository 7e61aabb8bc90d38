import { SqliteDialect, type DatabaseConnection, type Driver, type SqliteDialectConfig } from 'kysely';

/**
 * Kysely's SqliteDialect whose driver first awaits `whenUsable()` (when it returns a promise) before it hands out
 * the connection: the WAL checkpointer holds the server's queries for one checkpoint when the WAL must start
 * again (see wal-checkpointer.ts). A transaction already under way keeps its connection and finishes.
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
      beginTransaction: (connection, settings) => driver.beginTransaction(connection, settings),
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
