/**
 * A cookie per stored claim draft that says only "this browser holds a draft under this key", never a value of
 * it: the server, which cannot read session storage, paints a claim step in the page when the visitor has no draft
 * (the form as its defaults show it) and, with this cookie, also the later steps the draft opens (the fields fill
 * once the browser has read the draft). Set and cleared by the one door to session storage (webStorage.ts) as
 * draft keys are written, removed or cleared; a session cookie, like session storage, and no Max-Age.
 */
const DRAFT_KEY_PREFIX = 'draft:';

/** Whether a session-storage key holds a flow's draft (storageKeys.flowDraft). */
export const isDraftKey = (key: string): boolean => key.startsWith(DRAFT_KEY_PREFIX);

/**
 * The cookie's name for a draft key: `draft:<promotion>:claim:en-GB` becomes `draft.<promotion>.claim.en-GB`
 * (a colon is not allowed in a cookie name; anything else outside a token becomes `_`).
 */
export const draftCookieName = (draftKey: string): string => draftKey.replace(/:/g, '.').replace(/[^A-Za-z0-9!#$%&'*+.^_`|~-]/g, '_');

const COOKIE_PREFIX = draftCookieName(DRAFT_KEY_PREFIX);

/** Whether the request's cookies say the browser holds the draft stored under `draftKey`. */
export const draftCookieSays = (cookies: Readonly<Record<string, string | undefined>> | undefined, draftKey: string): boolean =>
  cookies?.[draftCookieName(draftKey)] === '1';

function write(doc: Document, name: string, present: boolean) {
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${name}=${present ? '1' : ''}; Path=/; SameSite=Lax${present ? '' : '; Max-Age=0'}${secure}`;
}

/** Marks (present) or unmarks the draft under `key`; nothing outside a browser. */
export function markDraft(key: string, present: boolean, doc: Document | undefined = globalThis.document): void {
  if (!doc || !isDraftKey(key)) return;
  try {
    write(doc, draftCookieName(key), present);
  } catch {
    /* cookies refused: the server paints as for a visitor without a draft, the browser fills in */
  }
}

/** Unmarks every draft (session storage was cleared). */
export function unmarkAllDrafts(doc: Document | undefined = globalThis.document): void {
  if (!doc) return;
  try {
    for (const pair of doc.cookie.split(';')) {
      const name = pair.split('=', 1)[0].trim();
      if (name.startsWith(COOKIE_PREFIX)) write(doc, name, false);
    }
  } catch {
    /* as above */
  }
}
