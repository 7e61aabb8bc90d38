/** The part of Web Storage the site uses; `setItem` also says whether the value will survive a reload. */
export interface ResilientStorage {
  getItem(key: string): string | null;
  /** True when the browser kept the value; false when it lives in memory for this visit only. */
  setItem(key: string, value: string): boolean;
  removeItem(key: string): void;
  clear(): void;
  /** Writes and removes a probe value, so a storage that refuses writes is known before the customer types. */
  probe(): boolean;
}

const PROBE_KEY = '__storage-probe';

/**
 * Web Storage that never throws. Whatever the browser refuses (storage missing or blocked by policy, getItem or
 * setItem throwing, quota exceeded) is kept in memory for the visit, so the claim can still be finished; a
 * memory value wins over the browser's copy, which may be older. `onFallback` is called at every failure (the
 * caller tells the customer once).
 *
 * `area` is a function: merely reading window.localStorage throws in some browsers when storage is disabled.
 */
export function createResilientStorage(area: () => Storage | undefined | null, onFallback: () => void): ResilientStorage {
  /** Values (or removals: null) the browser did not take. */
  const memory = new Map<string, string | null>();
  /** The browser's copy could not be cleared: it no longer counts. */
  let ignoreBrowser = false;

  function attempt<T>(work: (storage: Storage) => T): { ok: true; value: T } | { ok: false } {
    try {
      const storage = area();
      if (!storage) throw new Error('Web Storage is missing');
      return { ok: true, value: work(storage) };
    } catch {
      onFallback();
      return { ok: false };
    }
  }

  const storage: ResilientStorage = {
    getItem(key) {
      if (memory.has(key)) return memory.get(key) ?? null;
      if (ignoreBrowser) return null;
      const read = attempt((s) => s.getItem(key));
      return read.ok ? read.value : null;
    },
    setItem(key, value) {
      const written = attempt((s) => s.setItem(key, value)).ok;
      if (written && !ignoreBrowser) memory.delete(key);
      else memory.set(key, value);
      return written;
    },
    removeItem(key) {
      if (attempt((s) => s.removeItem(key)).ok && !ignoreBrowser) memory.delete(key);
      else memory.set(key, null);
    },
    clear() {
      memory.clear();
      if (!attempt((s) => s.clear()).ok) ignoreBrowser = true;
    },
    probe() {
      return attempt((s) => {
        s.setItem(PROBE_KEY, '1');
        s.removeItem(PROBE_KEY);
      }).ok;
    },
  };
  return storage;
}
