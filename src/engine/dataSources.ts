import type { DataSourceRegistry, FormValues, SiteEnvironment } from './contract';
import type { PromotionApi } from '../api/client';
import { sessionStore } from '../state/sessionStore';
import { settledPromise } from './settledPromise';

/** The cache key of a page visit: the history entry, and the data version (bumped when a form changed the data). */
export const visitKeyOf = (locationKey: string, dataVersion: number) => `${locationKey}:${dataVersion}`;

/**
 * React Router's key of the history entry a page load starts on: "default" for a new entry (and on the server), the
 * entry's own key when a page is reloaded or gone back to (the router keeps it in history.state). The server's data
 * for the page is filed under it, so a reloaded page hydrates with that data instead of waiting for it again.
 */
export function firstLocationKey(): string {
  const state = globalThis.history?.state as { key?: unknown } | null | undefined;
  return typeof state?.key === 'string' && state.key ? state.key : 'default';
}

/**
 * One request per named source and page visit (visitKey = the history entry), shared by every widget
 * of the page; a new visit loads fresh data (e.g. my-claim after the claim changed).
 */
export function createDataSourceCache(registry: DataSourceRegistry, env: SiteEnvironment, api: PromotionApi, inlined: Readonly<Record<string, unknown>> = {}) {
  const cache = new Map<string, Promise<unknown>>();
  // What the server rendered the page with (site-data): the first visit's answers, already settled, so the page
  // hydrates with exactly that data and asks for none of it again.
  const firstVisit = visitKeyOf(firstLocationKey(), 0);
  for (const [name, value] of Object.entries(inlined)) {
    cache.set(`${firstVisit}:${name}`, Object.assign(Promise.resolve(value), { status: 'fulfilled', value }));
  }
  const session = { get: sessionStore.get, set: sessionStore.set };
  return {
    has: (name: string) => Object.hasOwn(registry, name),
    clear: () => cache.clear(),
    /** An uncached call with parameters (search as you type). */
    fetch(name: string, values: Readonly<FormValues>, params: Readonly<Record<string, unknown>>): Promise<unknown> {
      if (!Object.hasOwn(registry, name)) return Promise.reject(new Error(`Unknown data source "${name}"`));
      return registry[name]({ env, api, session, values, params });
    },
    get(name: string, visitKey: string, values: Readonly<FormValues> = {}): Promise<unknown> {
      const key = `${visitKey}:${name}`;
      let promise = cache.get(key);
      if (!promise) {
        if (cache.size > 50) cache.clear();
        promise = settledPromise(registry[name]({ env, api, session, values }));
        // A failed load is retried on the next render instead of being cached forever.
        promise.catch(() => cache.delete(key));
        cache.set(key, promise);
      }
      return promise;
    },
  };
}

export type DataSourceCache = ReturnType<typeof createDataSourceCache>;
