import { describe, expect, it } from 'vitest';
import { sessionLocaleGuard } from '../../../src/engine/sessionLocaleGuard';

/** A session storage stand-in over a Map. */
function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    clear: () => items.clear(),
  };
}

describe('sessionLocaleGuard', () => {
  it('remembers the locale on the first visit and stays', () => {
    const storage = memoryStorage();
    expect(sessionLocaleGuard('de-DE', storage, '/claim')).toBeUndefined();
    expect(storage.items.get('locale')).toBe('de-DE');
  });

  it('stays, keeping the draft, when the locale is the same', () => {
    const storage = memoryStorage({ locale: 'de-DE', 'draft:GOO00028-DE:claim:de-DE': '{"version":1}' });
    expect(sessionLocaleGuard('de-DE', storage, '/claim')).toBeUndefined();
    expect(storage.items.has('draft:GOO00028-DE:claim:de-DE')).toBe(true);
  });

  it('also recognises a JSON-encoded stored locale', () => {
    const storage = memoryStorage({ locale: '"de-DE"', draft: 'x' });
    expect(sessionLocaleGuard('de-DE', storage, '/claim')).toBeUndefined();
    expect(storage.items.has('draft')).toBe(true);
  });

  it('on another locale clears the session, stores the new locale and sends to the claim', () => {
    const storage = memoryStorage({ locale: 'en-GB', 'draft:GOO00028-GB:claim:en-GB': '{}', 'tracked-claim': '{}' });
    expect(sessionLocaleGuard('fr-FR', storage, '/claim')).toBe('/claim');
    expect([...storage.items]).toEqual([['locale', 'fr-FR']]);
  });
});
