import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Redis } from 'ioredis';
import type { Db } from '../db/open-database';

const CHECK_TIMEOUT_MS = 2000;

/**
 * GET /healthz: 200 `{ status: 'ok', database: 'ok' }` when the database answers within 2 s, else 503 with
 * `unavailable`. With Redis, `rate_limits` says whether it answers; it does not make the instance unhealthy
 * (limits fail open, and every instance shares that Redis: a 503 would take them all out of the balancer).
 * The server listens only after migrations and seeding finished, so any answer here means the schema is
 * current; while shutting down it is 503.
 */
/** `promotions`: per promotion code the live version this instance serves (and one that failed to load, if any). */
export function registerHealth(app: FastifyInstance, db: Db, redis: Redis | undefined, promotions: () => Record<string, unknown> = () => ({})): void {
  app.get('/healthz', async (_request, reply) => {
    const database = await check(() => sql`select 1`.execute(db));
    const rateLimits = redis ? await check(() => redis.ping()) : undefined;
    const healthy = database === 'ok';
    reply.code(healthy ? 200 : 503);
    return { status: healthy ? 'ok' : 'unavailable', database, ...(rateLimits ? { rate_limits: rateLimits } : {}), promotions: promotions() };
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
