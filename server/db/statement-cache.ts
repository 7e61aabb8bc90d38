import type SqliteDatabase from 'better-sqlite3';
import type { SqliteDatabase as KyselySqliteDatabase, SqliteStatement } from 'kysely';

/** Distinct statements kept; the server's queries are a few dozen (an `in (…)` list adds one per length). */
const MAX_STATEMENTS = 500;

/** COMMIT counts as readonly for SQLite, yet it is the statement that makes a transaction's writes count. */
const COMMIT = /^\s*(commit|end)\b/i;

/**
 * The better-sqlite3 database as Kysely's SqliteDialect uses it, with each SQL text prepared once: Kysely
 * calls `prepare` for every query, and preparing (parsing and planning the SQL) cost about as much as running
 * the lookup's queries. Kysely runs one query at a time on its single SQLite connection and never streams here,
 * so a cached statement is never in use twice at once. `onWrite` (group commit) is told after every statement
 * that wrote or committed.
 */
export function withStatementCache(sqlite: SqliteDatabase.Database, onWrite?: () => void): KyselySqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  const prepare = (sql: string): SqliteStatement => {
    const statement = sqlite.prepare(sql);
    if (!onWrite || (statement.readonly && !COMMIT.test(sql))) return statement;
    return {
      reader: statement.reader,
      all: (parameters) => noted(statement.all(parameters as unknown[])),
      run: (parameters) => noted(statement.run(parameters as unknown[])),
      iterate: (parameters) => statement.iterate(parameters as unknown[]),
    };
  };
  const noted = <T>(result: T): T => {
    onWrite!();
    return result;
  };
  return {
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (!statement) {
        if (statements.size >= MAX_STATEMENTS) statements.clear();
        statement = prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
    close() {
      statements.clear();
      sqlite.close();
    },
  };
}
