import { sql } from 'kysely';
import type { Db } from '../db/open-database';
import type { UsageCountTable } from '../db/schema';

/** One counted event, as the site sends it (names only: a step or page id, an event, field names): a row's key. */
export type UsageKey = Omit<UsageCountTable, 'hour' | 'n'>;

export interface UsageCounter {
  /** Adds events to the counts of the current hour; written to the database within `flushMs`. */
  add(keys: readonly UsageKey[]): void;
  /** Writes what is held now (also at close). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

export interface UsageCounterOptions {
  /** How long counts are held in memory before they are added to the database (they are summed meanwhile). */
  flushMs: number;
  /** Rows older than this many days are deleted (checked at most once an hour). */
  retentionDays: number;
  now: () => Date;
  onError: (error: unknown) => void;
}

const SEP = '\u0000';
/** The UTC hour of an instant, as stored: yyyy-MM-ddTHH. */
export const hourOf = (at: Date) => at.toISOString().slice(0, 13);

/**
 * Sums counted events in memory and adds them to `usage_counts` (per hour) and `usage_daily` (per day) once per
 * `flushMs`, with one upsert each (`INSERT … ON CONFLICT DO UPDATE SET n = n + excluded.n`) in one transaction, so
 * many instances add to the same rows and a burst of events costs two statements. Counts held when an instance
 * dies are lost (at most `flushMs` of them): they are statistics, not records.
 */
export function createUsageCounter(db: Db, options: UsageCounterOptions): UsageCounter {
  let held = new Map<string, number>();
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();
  let prunedAt = 0;

  const write = async (counts: Map<string, number>) => {
    const hourly = [...counts].map(([key, n]) => {
      const [code, version, locale, screen, event, field, hour] = key.split(SEP);
      return { code, version, locale, screen, event, field, hour, n };
    });
    const byDay = new Map<string, number>();
    for (const [key, n] of counts) {
      const day = key.slice(0, key.lastIndexOf(SEP) + 11);
      byDay.set(day, (byDay.get(day) ?? 0) + n);
    }
    const daily = [...byDay].map(([key, n]) => {
      const [code, version, locale, screen, event, field, day] = key.split(SEP);
      return { code, version, locale, screen, event, field, day, n };
    });
    const key = ['code', 'version', 'locale', 'screen', 'event', 'field'] as const;
    await db.transaction().execute(async (trx) => {
      // Within the parameter limits of both databases (8 parameters a row).
      for (let i = 0; i < hourly.length; i += 500)
        await trx
          .insertInto('usage_counts')
          .values(hourly.slice(i, i + 500))
          .onConflict((conflict) => conflict.columns([...key, 'hour']).doUpdateSet({ n: sql<number>`usage_counts.n + excluded.n` }))
          .execute();
      for (let i = 0; i < daily.length; i += 500)
        await trx
          .insertInto('usage_daily')
          .values(daily.slice(i, i + 500))
          .onConflict((conflict) => conflict.columns([...key, 'day']).doUpdateSet({ n: sql<number>`usage_daily.n + excluded.n` }))
          .execute();
    });
    const now = options.now().getTime();
    if (now - prunedAt > 3_600_000) {
      prunedAt = now;
      const oldest = hourOf(new Date(now - options.retentionDays * 86_400_000));
      await db.deleteFrom('usage_counts').where('hour', '<', oldest).execute();
      await db.deleteFrom('usage_daily').where('day', '<', oldest.slice(0, 10)).execute();
    }
  };

  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (!held.size) return writing;
    const counts = held;
    held = new Map();
    writing = writing.then(() => write(counts)).catch(options.onError);
    return writing;
  };

  return {
    add(keys) {
      const hour = hourOf(options.now());
      for (const k of keys) {
        const key = [k.code, k.version, k.locale, k.screen, k.event, k.field, hour].join(SEP);
        held.set(key, (held.get(key) ?? 0) + 1);
      }
      if (!timer) {
        timer = setTimeout(() => void flush(), options.flushMs);
        timer.unref();
      }
    },
    flush,
    close: flush,
  };
}
