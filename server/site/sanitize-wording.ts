import sanitizeHtml from 'sanitize-html';
import { keepRecent } from '../keepRecent';
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

/**
 * The wording of the locales most recently shown, sanitised, of all promotions together (as their pages' state:
 * served-versions.ts): memory that does not grow with the number of promotions; a locale not kept is sanitised again
 * when next shown (about a millisecond).
 */
export const KEPT_WORDINGS = 96;
const sanitized = new Map<object, Record<string, string>>();

/**
 * A locale's wording with every value that may carry markup sanitised, for pages that inline it: the browser then
 * shows that markup as it is, without downloading a sanitiser of its own. Computed once per version of the
 * wording while it is kept (the content store hands out one object per file version).
 */
export function sanitizeWording(content: Readonly<Record<string, string>>): Record<string, string> {
  const clean = sanitized.get(content) ?? Object.fromEntries(Object.entries(content).map(([alias, value]) => [alias, hasMarkup(value) ? sanitizeHtml(value, OPTIONS) : value]));
  return keepRecent(sanitized, content, clean, KEPT_WORDINGS);
}
