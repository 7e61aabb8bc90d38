import type { Redis } from 'ioredis';

/** Failed sign-ins allowed per account and per address in a window, before answers are 429 until it ends. */
export interface ThrottleLimits {
  perAccount: number;
  perAddress: number;
  windowMs: number;
}

/**
 * Counts failed sign-ins per account and per client address in fixed windows: in Redis when the server has it (every
 * instance sees the same counts), in memory otherwise. A successful sign-in clears its account's count.
 */
export interface SignInThrottle {
  /** Seconds to wait when either count is spent, else 0. */
  retryAfter(account: string, address: string): Promise<number>;
  recordFailure(account: string, address: string): Promise<void>;
  clear(account: string): Promise<void>;
}

export function signInThrottle(limits: ThrottleLimits, redis?: Redis, prefix = 'studio:sign-in:'): SignInThrottle {
  const keys = (account: string, address: string) => [
    { key: `${prefix}account:${account}`, limit: limits.perAccount },
    { key: `${prefix}address:${address}`, limit: limits.perAddress },
  ];
  if (redis) {
    return {
      async retryAfter(account, address) {
        const waits = await Promise.all(
          keys(account, address).map(async ({ key, limit }) => {
            const [count, ttl] = await Promise.all([redis.get(key), redis.pttl(key)]);
            return Number(count ?? 0) >= limit ? Math.max(1, Math.ceil(ttl / 1000)) : 0;
          }),
        );
        return Math.max(...waits);
      },
      async recordFailure(account, address) {
        for (const { key } of keys(account, address)) {
          const count = await redis.incr(key);
          if (count === 1) await redis.pexpire(key, limits.windowMs);
        }
      },
      async clear(account) {
        await redis.del(`${prefix}account:${account}`);
      },
    };
  }
  const windows = new Map<string, { count: number; endsAt: number }>();
  const windowOf = (key: string) => {
    const now = Date.now();
    const found = windows.get(key);
    if (found && found.endsAt > now) return found;
    if (windows.size > 10_000) windows.clear();
    const fresh = { count: 0, endsAt: now + limits.windowMs };
    windows.set(key, fresh);
    return fresh;
  };
  return {
    async retryAfter(account, address) {
      return Math.max(...keys(account, address).map(({ key, limit }) => {
        const window = windowOf(key);
        return window.count >= limit ? Math.max(1, Math.ceil((window.endsAt - Date.now()) / 1000)) : 0;
      }));
    },
    async recordFailure(account, address) {
      for (const { key } of keys(account, address)) windowOf(key).count++;
    },
    async clear(account) {
      windows.delete(`${prefix}account:${account}`);
    },
  };
}
