import { createRequire } from 'node:module';
import type { Redis } from 'ioredis';

type Callback = (error: Error | null, result: { current: number; ttl: number } | null) => void;
interface PluginRedisStore {
  incr(key: string, callback: Callback, timeWindow: number, max: number): void;
  read(key: string, callback: Callback, timeWindow: number, max: number): void;
}
// @fastify/rate-limit's own Redis store (atomic INCR + PEXPIRE in one Lua script); not in its typings.
const PluginRedisStore = createRequire(import.meta.url)('@fastify/rate-limit/store/RedisStore') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key: string,
) => PluginRedisStore;

/**
 * Fixed-window counters in Redis, so every instance draws on the same budgets. Like SharedRateLimitStore,
 * one budget per rate-limit class and client: the plugin appends the route's groupId to the client key, and
 * `child` returns this store instead of the plugin's per-route one (which would prefix the route's URL).
 */
export class SharedRedisRateLimitStore {
  private readonly store: PluginRedisStore;

  constructor(redis: Redis, keyPrefix: string) {
    this.store = new PluginRedisStore(false, false, redis, keyPrefix);
  }

  incr(key: string, callback: Callback, timeWindow: number, max: number): void {
    this.store.incr(key, callback, timeWindow, max);
  }

  read(key: string, callback: Callback, timeWindow: number, max: number): void {
    this.store.read(key, callback, timeWindow, max);
  }

  child(): SharedRedisRateLimitStore {
    return this;
  }
}
