import type { DataSourceRegistry, SiteEnvironment } from './contract';
import type { PromotionApi } from '../api/client';
import { sessionStore } from '../state/sessionStore';

/**
 * One request per named source and page visit (visitKey = the history entry), shared by every widget
 * of the page; a new visit loads fresh data (e.g. my-claim after the claim changed).
 */
export function createDataSourceCache(registry: DataSourceRegistry, env: SiteEnvironment, api: PromotionApi) {
  const cache = new Map<string, Promise<unknown>>();
  const session = { get: sessionStore.get, set: sessionStore.set };
  return {
    has: (name: string) => Object.hasOwn(registry, name),
    clear: () => cache.clear(),
    get(name: string, visitKey: string): Promise<unknown> {
      const key = `${visitKey}:${name}`;
      let promise = cache.get(key);
      if (!promise) {
        if (cache.size > 50) cache.clear();
        promise = registry[name]({ env, api, session });
        // A failed load is retried on the next render instead of being cached forever.
        promise.catch(() => cache.delete(key));
        cache.set(key, promise);
      }
      return promise;
    },
  };
}

export type DataSourceCache = ReturnType<typeof createDataSourceCache>;
