import { describe, expect, it } from 'vitest';
import { createResilientStorage } from '../../../src/state/resilientStorage';

/** A Web Storage over a Map whose methods can be made to throw, as browsers do. */
function browserStorage(fail: { get?: boolean; set?: boolean; remove?: boolean; clear?: boolean; quota?: number } = {}) {
  const items = new Map<string, string>();
  const refuse = (what: string) => {
    throw new DOMException(`${what} refused`, 'SecurityError');
  };
  const storage = {
    items,
    getItem: (key: string) => (fail.get ? refuse('getItem') : (items.get(key) ?? null)),
    setItem: (key: string, value: string) => {
      if (fail.set) refuse('setItem');
      if (fail.quota !== undefined && value.length > fail.quota) throw new DOMException('full', 'QuotaExceededError');
      items.set(key, value);
    },
    removeItem: (key: string) => (fail.remove ? refuse('removeItem') : void items.delete(key)),
    clear: () => (fail.clear ? refuse('clear') : items.clear()),
  };
  return storage;
}

function resilient(area: () => Storage | undefined) {
  const fallbacks: number[] = [];
  const storage = createResilientStorage(area, () => fallbacks.push(1));
  return { storage, fallbacks };
}

describe('createResilientStorage', () => {
  it('passes values through to a working storage and reports nothing', () => {
    const browser = browserStorage();
    const { storage, fallbacks } = resilient(() => browser as unknown as Storage);
    expect(storage.probe()).toBe(true);
    expect(storage.setItem('draft', '{"a":1}')).toBe(true);
    expect(browser.items.get('draft')).toBe('{"a":1}');
    expect(storage.getItem('draft')).toBe('{"a":1}');
    storage.removeItem('draft');
    expect(browser.items.has('draft')).toBe(false);
    expect(fallbacks).toEqual([]);
  });

  it('keeps values in memory when setItem throws, and says they will not survive a reload', () => {
    const browser = browserStorage({ set: true });
    const { storage, fallbacks } = resilient(() => browser as unknown as Storage);
    expect(storage.probe()).toBe(false);
    expect(storage.setItem('draft', 'v1')).toBe(false);
    expect(storage.getItem('draft')).toBe('v1');
    expect(storage.setItem('draft', 'v2')).toBe(false);
    expect(storage.getItem('draft')).toBe('v2');
    expect(browser.items.size).toBe(0);
    expect(fallbacks.length).toBeGreaterThan(0);
  });

  it('keeps a value that exceeds the quota in memory, newer than the browser copy', () => {
    const browser = browserStorage({ quota: 5 });
    const { storage } = resilient(() => browser as unknown as Storage);
    expect(storage.setItem('draft', 'short')).toBe(true);
    expect(storage.setItem('draft', 'much longer')).toBe(false);
    expect(storage.getItem('draft')).toBe('much longer');
    expect(browser.items.get('draft')).toBe('short');
    // Once the browser takes a write again, it holds the truth.
    expect(storage.setItem('draft', 'ok')).toBe(true);
    expect(storage.getItem('draft')).toBe('ok');
  });

  it('reads null rather than throwing when getItem throws', () => {
    const { storage, fallbacks } = resilient(() => browserStorage({ get: true, set: true }) as unknown as Storage);
    expect(storage.getItem('anything')).toBeNull();
    expect(fallbacks).toHaveLength(1);
  });

  it('works without any storage: missing, or throwing when it is reached', () => {
    for (const area of [() => undefined, () => { throw new DOMException('denied', 'SecurityError'); }]) {
      const { storage, fallbacks } = resilient(area);
      expect(storage.getItem('k')).toBeNull();
      expect(storage.setItem('k', 'v')).toBe(false);
      expect(storage.getItem('k')).toBe('v');
      storage.removeItem('k');
      expect(storage.getItem('k')).toBeNull();
      expect(fallbacks.length).toBeGreaterThan(0);
    }
  });

  it('a removal the browser refuses hides the stored value', () => {
    const browser = browserStorage({ remove: true });
    browser.items.set('k', 'old');
    const { storage } = resilient(() => browser as unknown as Storage);
    storage.removeItem('k');
    expect(storage.getItem('k')).toBeNull();
  });

  it('clear forgets memory values, and ignores a browser copy it could not clear', () => {
    const browser = browserStorage({ clear: true });
    browser.items.set('stored', 'x');
    const { storage } = resilient(() => browser as unknown as Storage);
    storage.clear();
    expect(storage.getItem('stored')).toBeNull();
    expect(storage.setItem('locale', 'de-DE')).toBe(true);
    expect(storage.getItem('locale')).toBe('de-DE'); // values written since are kept in memory
  });
});
