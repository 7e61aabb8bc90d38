import type { Kysely } from 'kysely';

/**
 * Counts of what customers' browsers did (POST /usage-events), summed per promotion, version, locale, screen (step or
 * page id), event, field (the name of a field a refused Continue named; '' otherwise) and hour (UTC,
 * yyyy-MM-ddTHH). No identifier of a person or a browser: a row is a number of events, added to by upsert.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('usage_counts')
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('screen', 'text', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('hour', 'text', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('usage_counts_key', ['code', 'hour', 'version', 'locale', 'screen', 'event', 'field'])
    .execute();
}
