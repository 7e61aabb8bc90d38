import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';

/**
 * Counts of what customers' browsers did (POST /usage-events), summed per promotion, version, locale, screen (step or
 * page id), event, field (the name of a field a refused Continue named; '' otherwise) and hour (UTC,
 * yyyy-MM-ddTHH). No identifier of a person or a browser: a row is a number of events, added to by upsert. The
 * key starts with promotion and hour, the range the studio reads; on SQLite the table is that key (WITHOUT ROWID), so
 * a range of hours is read in one pass with its counts.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const table = db.schema
    .createTable('usage_counts')
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('screen', 'text', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('hour', 'text', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('usage_counts_key', ['code', 'hour', 'version', 'locale', 'screen', 'event', 'field']);
  await (isPostgres(db) ? table : table.modifyEnd(sql`without rowid`)).execute();
}
