import type { Kysely } from 'kysely';
import { RESELLERS, TRADE_INS } from '../seed-data';

/**
 * Resellers and trade-ins are listed in an explicit order (the seed's), not in the storage order of one
 * database (SQLite's rowid, which PostgreSQL does not have). Existing rows get their seed position.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const [table, rows] of [['resellers', RESELLERS], ['trade_ins', TRADE_INS]] as const) {
    await db.schema.alterTable(table).addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    for (const [index, row] of rows.entries()) await db.updateTable(table).set({ sort_order: index }).where('id', '=', row.id).execute();
  }
}
