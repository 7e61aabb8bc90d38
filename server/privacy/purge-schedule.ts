import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/open-database';
import type { UploadStorage } from '../uploads/upload-storage';
import { purge, type PurgePackage } from './purge';

const HOUR_MS = 3_600_000;

/**
 * The retention purge on a schedule (PURGE_EVERY_HOURS, 24 by default; 0: off, run `npm run operator -- purge`
 * from cron instead): first an hour after start, then every period. On PostgreSQL one instance purges at a time
 * (the others answer `skipped`). `packages` gives the versions served at that moment (a published change of
 * `settings.retention` counts from the next run). The log line holds counts only.
 */
export function schedulePurge(app: FastifyInstance, db: Db, uploads: UploadStorage, packages: () => readonly PurgePackage[], everyHours: number): void {
  if (!everyHours) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  const tick = () => {
    running = purge(db, uploads, packages(), new Date())
      .then((report) => app.log.info({ purge: report }, 'retention purge'))
      .catch((error: unknown) => app.log.error({ err: error }, 'retention purge failed; the next run finishes it'))
      .finally(() => {
        running = undefined;
        timer = setTimeout(tick, everyHours * HOUR_MS).unref();
      });
  };
  timer = setTimeout(tick, Math.min(HOUR_MS, everyHours * HOUR_MS)).unref();
  app.addHook('onClose', async () => {
    clearTimeout(timer);
    await running;
  });
}
