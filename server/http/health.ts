import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Redis } from 'ioredis';
import type { Db } from '../db/open-database';

const CHECK_TIMEOUT_MS = 2000;

/**
 * GET /healthz: 200 `{ status: 'ok', database: 'ok' }` when the database answers (and Redis, when the rate
 * limits live there), 503 with `unavailable` for what does not. The server listens only after migrations
 * and seeding finished, so any answer here means the schema is current; while shutting down it is 503.
 */
export function registerHealth(app: FastifyInstance, db: Db, redis: Redis | undefined): void {
  app.get('/healthz', async (_request, reply) => {
    const database = await check(() => sql`select 1`.execute(db));
    const rateLimits = redis ? await check(() => redis.ping()) : undefined;
    const healthy = database === 'ok' && rateLimits !== 'unavailable';
    reply.code(healthy ? 200 : 503);
    return { status: healthy ? 'ok' : 'unavailable', database, ...(rateLimits ? { rate_limits: rateLimits } : {}) };
  });
}

async function check(probe: () => Promise<unknown>): Promise<'ok' | 'unavailable'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('timeout')), CHECK_TIMEOUT_MS)));
  try {
    await Promise.race([probe(), timeout]);
    return 'ok';
  } catch {
    return 'unavailable';
  } finally {
    clearTimeout(timer);
  }
}
