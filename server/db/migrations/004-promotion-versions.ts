import type { Kysely } from 'kysely';
import { isPostgres } from '../dialect';

/**
 * Promotion packages as immutable versions (canonical JSON named by its SHA-256), one draft and one live pointer per
 * promotion, moved by compare-and-set, an append-only history of imports, publishes, rollbacks and schedules, and
 * scheduled publishes (each fired once, by whichever instance claims it first).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('promotion_versions')
    .addColumn('hash', 'text', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('schema_version', 'integer', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('promotion_versions_code').on('promotion_versions').column('code').execute();
  await db.schema
    .createTable('promotion_pointers')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('live_hash', 'text', (c) => c.references('promotion_versions.hash'))
    .addColumn('draft_hash', 'text', (c) => c.references('promotion_versions.hash'))
    .addColumn('published_at', 'text')
    .addColumn('published_by', 'text')
    .execute();
  await db.schema
    .createTable('promotion_history')
    .addColumn('id', isPostgres(db) ? 'serial' : 'integer', (c) => (isPostgres(db) ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('from_hash', 'text')
    .addColumn('to_hash', 'text')
    .addColumn('detail', 'text')
    .execute();
  await db.schema.createIndex('promotion_history_code').on('promotion_history').column('code').execute();
  await db.schema
    .createTable('promotion_schedules')
    .addColumn('id', isPostgres(db) ? 'serial' : 'integer', (c) => (isPostgres(db) ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull().references('promotion_versions.hash'))
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('fired_at', 'text')
    .addColumn('outcome', 'text')
    .execute();
  // The version a claim was submitted under (null: before versions, or a server serving folders as they are).
  await db.schema.alterTable('claims').addColumn('promotion_version', 'text').execute();
}
