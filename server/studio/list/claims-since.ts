import { sql } from 'kysely';
import type { Db } from '../../db/open-database';

/** Claims received since `since`, per promotion code (a code without any is absent): one grouped query for the whole list. */
export async function claimsSince(db: Db, since: Date): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('claims')
    .innerJoin('promotions', 'promotions.id', 'claims.promotion_id')
    .select(['promotions.code as code', sql<number>`count(*)`.as('n')])
    .where('claims.created_at', '>=', since.toISOString())
    .groupBy('promotions.code')
    .execute();
  return new Map(rows.map((row) => [row.code, Number(row.n)]));
}
