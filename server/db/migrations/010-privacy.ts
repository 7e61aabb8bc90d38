import type { Kysely } from 'kysely';

/**
 * Privacy (server/privacy): `claims.erased_at`, set when a claim's personal data is erased (retention purge or a
 * customer's request; the row keeps its status and dates so the promotion's results still count it); an index on
 * `claims.email` (a customer's records are found by address); and `erasure_log`, what was erased on request,
 * holding no personal data (a keyed hash of the address, when, how many records). Numbered 010, not 009, so that
 * a migration added meanwhile on another branch keeps 009.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('claims').addColumn('erased_at', 'text').execute();
  await db.schema.createIndex('claims_email').on('claims').column('email').execute();
  await db.schema
    .createTable('erasure_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('subject_hash', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('records', 'integer', (c) => c.notNull())
    .execute();
}
