import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { ServerConfig } from '../../config';
import type { RateLimits } from '../openapi/register-operations';
import { SharedRateLimitStore } from './rate-limit-store';
import { SharedRedisRateLimitStore } from './redis-rate-limit-store';

/** The configured budgets per rate-limit class (0 = that class unlimited). */
export function rateLimitsOf(config: ServerConfig): RateLimits {
  const perMinute: Record<keyof RateLimits, number> = {
    lookup: config.lookupRateLimitPerMinute,
    claim: config.claimRateLimitPerMinute,
    upload: config.uploadRateLimitPerMinute,
    ticket: config.ticketRateLimitPerMinute,
    report: config.reportRateLimitPerMinute,
    usage: config.usageRateLimitPerMinute,
  };
  return Object.fromEntries(
    Object.entries(perMinute)
      .filter(([, max]) => max > 0)
      .map(([name, max]) => [name, { max, dryRunMax: config.dryRunRateLimitPerMinute || Number.MAX_SAFE_INTEGER, timeWindow: 60_000, groupId: name }]),
  );
}

/**
 * Registers @fastify/rate-limit (routes opt in by class) with counters in Redis when REDIS_URL is set, so
 * instances behind one load balancer share every budget, and in memory otherwise. Returns the Redis client
 * (closed with the app) or undefined.
 */
export async function registerRateLimiting(app: FastifyInstance, config: ServerConfig, rateLimits: RateLimits): Promise<Redis | undefined> {
  if (!Object.keys(rateLimits).length) return undefined;
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, {
        // A slow or absent Redis must not hold requests: give up on a command quickly (see skipOnError).
        maxRetriesPerRequest: 1,
        commandTimeout: 1000,
        connectTimeout: 2000,
        lazyConnect: true,
      })
    : undefined;
  if (redis) {
    redis.on('error', (error) => app.log.warn({ err: { message: error.message } }, 'redis (rate limits) unavailable'));
    await redis.connect();
    app.addHook('onClose', async () => void (await redis.quit()));
  }
  const store = redis ? new SharedRedisRateLimitStore(redis, config.redisKeyPrefix) : new SharedRateLimitStore();
  // Only Retry-After on a 429: no per-request counters, so answers to different lookups stay identical.
  const noCounters = { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false } as const;
  await app.register(rateLimit, {
    global: false,
    // The plugin calls `new store(options)`: a constructor returning our instance shares it across routes.
    store: function sharedStore() {
      return store;
    } as unknown as FastifyRateLimitStoreCtor,
    // Redis unreachable: serve unlimited rather than fail every limited request (logged above).
    skipOnError: true,
    addHeaders: { ...noCounters, 'retry-after': true },
    addHeadersOnExceeding: noCounters,
  });
  return redis;
}
