import type { DataSourceRegistry, SiteEnvironment } from './contract';
import type { PromotionApi } from '../api/client';

/** One request per named source and page load, shared by every widget that lists it. */
export function createDataSourceCache(registry: DataSourceRegistry, env: SiteEnvironment, api: PromotionApi) {
  const cache = new Map<string, Promise<unknown>>();
  return {
    has: (name: string) => Object.hasOwn(registry, name),
    get(name: string): Promise<unknown> {
      let promise = cache.get(name);
      if (!promise) {
        promise = registry[name]({ env, api });
        // A failed load is retried on the next render instead of being cached forever.
        promise.catch(() => cache.delete(name));
        cache.set(name, promise);
      }
      return promise;
    },
  };
}

export type DataSourceCache = ReturnType<typeof createDataSourceCache>;
