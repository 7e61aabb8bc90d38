import type { Kysely } from 'kysely';

/**
 * The studio's list counts each promotion's claims of the last 7 days (`claims.created_at` from a week ago on): an
 * index on `created_at` makes that a range of the index instead of a read of every claim ever made.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('claims_created_at').on('claims').column('created_at').execute();
}
