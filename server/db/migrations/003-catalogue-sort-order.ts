import type { Kysely } from 'kysely';

/**
 * Resellers and trade-ins are listed in an explicit order (their catalogue's), not in the storage order of one
 * database (SQLite's rowid, which PostgreSQL does not have). The seed writes each row's position at every start.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['resellers', 'trade_ins'] as const) {
    await db.schema.alterTable(table).addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  }
}
