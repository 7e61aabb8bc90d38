import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { hasMarkup } from '../../src/content/hasMarkup';

type Purifier = ReturnType<typeof createDOMPurify>;
let purifier: Purifier | undefined;

/** DOMPurify over a jsdom window: the same sanitiser, with the same (default) settings, as the browser's. */
function purifierOf(): Purifier {
  purifier ??= createDOMPurify(new JSDOM('').window as unknown as Window & typeof globalThis);
  return purifier;
}

const sanitized = new WeakMap<object, Record<string, string>>();

/**
 * A locale's wording with every value that may carry markup passed through DOMPurify, for pages that inline it:
 * the browser then shows that markup as it is, without downloading a sanitiser of its own. Computed once per
 * version of the wording (the content store hands out one object per file version).
 */
export function sanitizeWording(content: Readonly<Record<string, string>>): Record<string, string> {
  let clean = sanitized.get(content);
  if (!clean) {
    const purify = purifierOf();
    clean = Object.fromEntries(Object.entries(content).map(([alias, value]) => [alias, hasMarkup(value) ? purify.sanitize(value) : value]));
    sanitized.set(content, clean);
  }
  return clean;
}
