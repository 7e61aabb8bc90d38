import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';

/**
 * Counts of what customers' browsers did (POST /usage-events), summed per promotion, version, locale, screen (step or
 * page id), event, field (the name of a field a refused Continue named; '' otherwise) and hour (UTC,
 * yyyy-MM-ddTHH); `usage_daily` holds the same sums per UTC day (yyyy-MM-dd), what the studio's Results read (a
 * 90-day range is 24 times fewer rows). No identifier of a person or a browser: a row is a number of events, added to
 * by upsert. Each key starts with promotion and time, the range the studio reads; on SQLite each table is its key
 * (WITHOUT ROWID), so a range is read in one pass with its counts.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await countsTable(db, 'usage_counts', 'hour');
  await countsTable(db, 'usage_daily', 'day');
}

async function countsTable(db: Kysely<any>, name: string, time: 'hour' | 'day'): Promise<void> {
  const table = db.schema
    .createTable(name)
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('screen', 'text', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn(time, 'text', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint(`${name}_key`, ['code', time, 'version', 'locale', 'screen', 'event', 'field']);
  await (isPostgres(db) ? table : table.modifyEnd(sql`without rowid`)).execute();
}
