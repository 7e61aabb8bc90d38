import { sql } from 'kysely';
import type { Db } from '../db/open-database';

/** One counted event, as the site sends it (names only: a step or page id, an event, field names). */
export interface UsageKey {
  code: string;
  version: string;
  locale: string;
  screen: string;
  event: string;
  field: string;
}

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
 * Sums counted events in memory and adds them to `usage_counts` once per `flushMs` with one upsert
 * (`INSERT … ON CONFLICT DO UPDATE SET n = n + excluded.n`), so many instances add to the same rows and a burst of
 * events costs one statement. Counts held when an instance dies are lost (at most `flushMs` of them): they are
 * statistics, not records.
 */
export function createUsageCounter(db: Db, options: UsageCounterOptions): UsageCounter {
  let held = new Map<string, number>();
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();
  let prunedAt = 0;

  const write = async (counts: Map<string, number>) => {
    const rows = [...counts].map(([key, n]) => {
      const [code, version, locale, screen, event, field, hour] = key.split(SEP);
      return { code, version, locale, screen, event, field, hour, n };
    });
    // Within the parameter limits of both databases (8 parameters a row).
    for (let i = 0; i < rows.length; i += 500) {
      await db
        .insertInto('usage_counts')
        .values(rows.slice(i, i + 500))
        .onConflict((conflict) => conflict.columns(['code', 'hour', 'version', 'locale', 'screen', 'event', 'field']).doUpdateSet({ n: sql<number>`usage_counts.n + excluded.n` }))
        .execute();
    }
    const now = options.now().getTime();
    if (now - prunedAt > 3_600_000) {
      prunedAt = now;
      await db.deleteFrom('usage_counts').where('hour', '<', hourOf(new Date(now - options.retentionDays * 86_400_000))).execute();
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
