import path from 'node:path';
import Database from 'better-sqlite3';

/** A count from a dedicated server's SQLite database (read only, while the server runs). */
export function databaseCount(dataDir: string, sql: string): number {
  const db = new Database(path.join(dataDir, 'promotion.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return (db.prepare(sql).get() as { n: number }).n;
  } finally {
    db.close();
  }
}
