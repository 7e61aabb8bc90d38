import sanitizeHtml from 'sanitize-html';
import { hasMarkup } from '../../core/content/hasMarkup';
import { ALLOWED_ATTRIBUTES, ALLOWED_SCHEMES, ALLOWED_TAGS } from '../../core/content/markupAllowlist';

/**
 * The allow-list of core/content/markupAllowlist.ts in sanitize-html's terms (htmlparser2: no DOM needed, about
 * 10 MB of memory where DOMPurify over jsdom costs 100 MB). Everything else is dropped; the text of dropped
 * script and style elements too.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...ALLOWED_TAGS],
  allowedAttributes: { '*': [...ALLOWED_ATTRIBUTES] },
  allowedSchemes: [...ALLOWED_SCHEMES],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

const sanitized = new WeakMap<object, Record<string, string>>();

/**
 * A locale's wording with every value that may carry markup sanitised, for pages that inline it: the browser then
 * shows that markup as it is, without downloading a sanitiser of its own. Computed once per version of the
 * wording (the content store hands out one object per file version).
 */
export function sanitizeWording(content: Readonly<Record<string, string>>): Record<string, string> {
  let clean = sanitized.get(content);
  if (!clean) {
    clean = Object.fromEntries(Object.entries(content).map(([alias, value]) => [alias, hasMarkup(value) ? sanitizeHtml(value, OPTIONS) : value]));
    sanitized.set(content, clean);
  }
  return clean;
}
