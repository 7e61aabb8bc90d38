import { describe, expect, it } from 'vitest';
import { draftCookieName, draftCookieSays, markDraft, unmarkAllDrafts } from '../../../core/state/draftPresence';

/** A document whose cookie jar behaves as a browser's for names, values and Max-Age=0. */
function fakeDocument() {
  const jar = new Map<string, string>();
  return {
    jar,
    doc: {
      location: { protocol: 'http:' },
      get cookie() {
        return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
      },
      set cookie(text: string) {
        const [pair, ...attributes] = text.split(';').map((part) => part.trim());
        const [name, value] = pair.split('=');
        if (attributes.includes('Max-Age=0')) jar.delete(name);
        else jar.set(name, value);
      },
    } as unknown as Document,
  };
}

describe('the cookie that tells the server a draft exists', () => {
  it('is named after the draft key, with nothing of the draft in it', () => {
    expect(draftCookieName('draft:ABC-GB:claim:en-GB')).toBe('draft.ABC-GB.claim.en-GB');
    const { doc, jar } = fakeDocument();
    markDraft('draft:ABC-GB:claim:en-GB', true, doc);
    expect([...jar]).toEqual([['draft.ABC-GB.claim.en-GB', '1']]);
    expect(draftCookieSays({ 'draft.ABC-GB.claim.en-GB': '1' }, 'draft:ABC-GB:claim:en-GB')).toBe(true);
    expect(draftCookieSays({}, 'draft:ABC-GB:claim:en-GB')).toBe(false);
    expect(draftCookieSays({ 'draft.ABC-GB.claim.de-DE': '1' }, 'draft:ABC-GB:claim:en-GB')).toBe(false);
  });

  it('only marks drafts, and goes when the draft or the whole session storage is cleared', () => {
    const { doc, jar } = fakeDocument();
    markDraft('confirmation:ABC-GB:en-GB', true, doc);
    expect(jar.size).toBe(0);
    markDraft('draft:ABC-GB:claim:en-GB', true, doc);
    markDraft('draft:ABC-GB:claim:de-DE', true, doc);
    markDraft('draft:ABC-GB:claim:en-GB', false, doc);
    expect([...jar.keys()]).toEqual(['draft.ABC-GB.claim.de-DE']);
    jar.set('cookieNoticeHiddenUntil', 'x');
    unmarkAllDrafts(doc);
    expect([...jar.keys()]).toEqual(['cookieNoticeHiddenUntil']);
  });
});
