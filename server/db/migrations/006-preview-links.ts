import type { Kysely } from 'kysely';

/**
 * Preview links of the promotion studio: a version of a promotion (with flags set for the preview only, and for a jump
 * to a step the simulation's answers up to it) shown to whoever has the link, until it expires or is revoked. Only
 * the SHA-256 of a link's token is kept.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('preview_links')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull().references('promotion_versions.hash'))
    .addColumn('flags', 'text', (c) => c.notNull())
    .addColumn('sample', 'text')
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('preview_links_code').on('preview_links').column('code').execute();
}
