import type { Kysely } from 'kysely';

/**
 * Uploads record why they were uploaded, and a claim's files are linked to it (one claim per file), so a
 * claim and its references to uploaded files are written together and a file cannot serve two claims.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('uploads').addColumn('purpose', 'text', (c) => c.notNull().defaultTo('proof')).execute();
  await db.schema
    .createTable('claim_documents')
    .addColumn('upload_id', 'text', (c) => c.primaryKey().references('uploads.id'))
    .addColumn('claim_id', 'text', (c) => c.notNull().references('claims.id'))
    .addColumn('source', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('claim_documents_claim').on('claim_documents').column('claim_id').execute();
}
