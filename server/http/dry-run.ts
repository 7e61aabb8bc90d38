import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { Db } from '../db/open-database';
import type { Database } from '../db/schema';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The request asked for a dry run (`Prefer: dry-run`, RFC 7240): the operation runs every check and answers as it
     * would, but stores nothing, sends nothing and claims nothing (openapi/ documents it).
     */
    dryRun: boolean;
  }
}

/** Ids of files checked by a dry-run upload: never stored, accepted only by dry-run requests (a claim's storage_ids). */
export const DRY_RUN_UPLOAD_PREFIX = 'dry-run:';

/** True when a `Prefer` header names the `dry-run` preference (tokens are comma-separated, case-insensitive). */
export function prefersDryRun(header: string | string[] | undefined): boolean {
  const values = Array.isArray(header) ? header : header ? [header] : [];
  return values.some((value) => value.split(',').some((token) => token.split(';')[0].trim().toLowerCase() === 'dry-run'));
}

/** Marks requests under `prefix` that ask for a dry run, and says in the answer that it was one (Preference-Applied). */
export function registerDryRun(app: FastifyInstance, prefix: string): void {
  if (!app.hasRequestDecorator('dryRun')) app.decorateRequest('dryRun', false);
  app.addHook('onRequest', (request, reply, done) => {
    if (request.headers.prefer !== undefined && request.url.startsWith(`${prefix}/`) && prefersDryRun(request.headers.prefer)) {
      request.dryRun = true;
      reply.header('Preference-Applied', 'dry-run');
      reply.header('Vary', 'Prefer');
    }
    done();
  });
}

/** What a dry run's transaction carries out of its rollback. */
class RolledBack<T> {
  constructor(readonly result: T) {}
}

/**
 * Runs `work` in one transaction, as a real request would; in a dry run the transaction is then rolled back, so the
 * answer is the one a real request gets (every insert, unique key and conflict included) and nothing stays.
 */
export async function transactionUnlessDryRun<T>(db: Db, request: Pick<FastifyRequest, 'dryRun'>, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  if (!request.dryRun) return db.transaction().execute(work);
  try {
    await db.transaction().execute(async (trx) => {
      throw new RolledBack(await work(trx));
    });
  } catch (error) {
    if (error instanceof RolledBack) return error.result as T;
    throw error;
  }
  throw new Error('A dry run ended without rolling back');
}
