import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/open-database';
import { fireDueSchedules } from './version-store';

/** How often an instance looks at the live pointers: a publish anywhere is served everywhere within this (plus a load). */
export const LIVE_CHECK_MS = 2000;

/** What a served promotion does with the live pointer the poll read: serve what it names (a load when it is new). */
export type OnLive = (live: string | null) => Promise<void>;

export interface LivePoll {
  watch(code: string, onLive: OnLive): void;
  stop(): void;
}

/**
 * One look every LIVE_CHECK_MS at the live pointers of every promotion an instance serves, however many: fires the
 * scheduled publishes that are due (never on a customer's request), then reads every pointer in one query and hands
 * each promotion its own. A look still running when the next is due is not overlapped.
 */
export function createLivePoll(db: Db, options: { log: FastifyBaseLogger; now?: () => Date }): LivePoll {
  const now = options.now ?? (() => new Date());
  const watched = new Map<string, OnLive>();
  let running = false;
  const look = async () => {
    const due = await db.selectFrom('promotion_schedules').select('code').distinct().where('fired_at', 'is', null).where('at', '<=', now().toISOString()).execute();
    for (const { code } of due) if (watched.has(code)) await fireDueSchedules(db, code, now());
    const pointers = await db.selectFrom('promotion_pointers').select(['code', 'live_hash']).execute();
    for (const { code, live_hash: live } of pointers) await watched.get(code)?.(live);
  };
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    look()
      .catch((error) => options.log.warn({ err: error }, 'live version check failed'))
      .finally(() => (running = false));
  }, LIVE_CHECK_MS);
  timer.unref();
  return { watch: (code, onLive) => void watched.set(code, onLive), stop: () => clearInterval(timer) };
}
