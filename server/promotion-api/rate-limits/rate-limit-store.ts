import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { keepRecent } from '../../keepRecent';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];

/**
 * Fixed-window counters for @fastify/rate-limit shared by all routes: the plugin appends the route's groupId
 * (its rate-limit class) to the client key, so every operation of a class draws on one budget per client
 * (the plugin's own store keeps one budget per route). At most `capacity` keys are kept, oldest dropped first,
 * so a flood from many addresses cannot grow memory without bound.
 */
export class SharedRateLimitStore implements FastifyRateLimitStore {
  private readonly windows = new Map<string, { current: number; startMs: number }>();

  constructor(private readonly capacity = 10_000) {}

  incr(key: string, callback: Callback, timeWindow: number): void {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.startMs + timeWindow <= now) window = { current: 0, startMs: now };
    window.current += 1;
    keepRecent(this.windows, key, window, this.capacity);
    callback(null, { current: window.current, ttl: window.startMs + timeWindow - now });
  }

  child(): SharedRateLimitStore {
    return this;
  }
}
