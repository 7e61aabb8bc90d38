import type { Kysely } from 'kysely';

/**
 * The proof of a version (checker and journey simulation), kept for its content hash and the server code that made it:
 * a version that passed its check is published without walking every journey again, on any instance.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('version_checks')
    .addColumn('hash', 'text', (c) => c.notNull().references('promotion_versions.hash'))
    .addColumn('engine', 'text', (c) => c.notNull())
    .addColumn('ok', 'integer', (c) => c.notNull())
    .addColumn('proof', 'text', (c) => c.notNull())
    .addColumn('checked_at', 'text', (c) => c.notNull())
    .addColumn('took_ms', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('version_checks_pk', ['hash', 'engine'])
    .execute();
}
