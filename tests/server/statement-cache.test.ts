import SqliteDatabase from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { withStatementCache } from '../../server/db/statement-cache';

describe('withStatementCache', () => {
  it('prepares each SQL text once and tells group commit about writes and commits only', () => {
    const sqlite = new SqliteDatabase(':memory:');
    let prepared = 0;
    const prepare = sqlite.prepare.bind(sqlite);
    sqlite.prepare = ((sql: string) => {
      prepared++;
      return prepare(sql);
    }) as typeof sqlite.prepare;
    let writes = 0;
    const database = withStatementCache(sqlite, () => writes++);
    database.prepare('create table t (v integer)').run([]);
    expect(writes).toBe(1);

    const select = 'select v from t where v = ?';
    expect(database.prepare(select)).toBe(database.prepare(select));
    database.prepare('begin').run([]);
    database.prepare('insert into t (v) values (?)').run([1]);
    database.prepare('insert into t (v) values (?)').run([2]);
    database.prepare('commit').run([]);
    expect(database.prepare(select).all([2])).toEqual([{ v: 2 }]);
    expect(writes).toBe(4); // create, two inserts, commit; not the select nor begin
    expect(prepared).toBe(5); // create, select, begin, insert, commit: each once
    database.close();
    expect(sqlite.open).toBe(false);
  });
});
