import type { Kysely } from 'kysely';

/**
 * `claim_form_drafts`: the claim drafts the server holds for visitors whose forms post without scripts
 * (server/db/claim-form-draft-table.ts). Numbered 012 so that migrations added meanwhile on other branches keep 011.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('claim_form_drafts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('sealed', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('claim_form_drafts_expires_at').on('claim_form_drafts').column('expires_at').execute();
}
