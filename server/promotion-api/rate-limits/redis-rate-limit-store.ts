import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];

/** A fixed window per key, atomically: count this request, start the window's expiry on its first, answer both. */
const INCREMENT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {current, ttl}
`;
/** The window's count and time left, without counting. */
const READ = `
local current = redis.call('GET', KEYS[1])
if not current then return {0, 0} end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then ttl = 0 end
return {tonumber(current), ttl}
`;

/**
 * Fixed-window counters in Redis, so every instance draws on the same budgets: @fastify/rate-limit's documented
 * store interface (incr, child; its public type FastifyRateLimitStore), implemented here with our own scripts, not
 * the plugin's internal Redis store. Like SharedRateLimitStore, one budget per
 * rate-limit class and client: the plugin appends the route's groupId to the client key, and `child` returns this
 * store instead of a per-route one (which would prefix the route's URL).
 */
export class SharedRedisRateLimitStore implements FastifyRateLimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
  ) {}

  incr(key: string, callback: Callback, timeWindow: number): void {
    this.run(INCREMENT, key, [timeWindow], callback);
  }

  read(key: string, callback: Callback): void {
    this.run(READ, key, [], callback);
  }

  child(): SharedRedisRateLimitStore {
    return this;
  }

  private run(script: string, key: string, args: number[], callback: Callback): void {
    this.redis.eval(script, 1, `${this.keyPrefix}${key}`, ...args).then(
      (result) => {
        const [current, ttl] = result as [number, number];
        callback(null, { current, ttl });
      },
      (error: Error) => callback(error),
    );
  }
}
