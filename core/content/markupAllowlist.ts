/**
 * The markup wording may carry (content/*.json): what a promotion manager writes in the CMS — paragraphs, headings,
 * lists, emphasis, links and simple tables. Anything else is removed. One list for both sanitisers: the server's
 * (sanitize-html, for the wording it puts into pages) and the browser's (DOMPurify, when it fetched the wording
 * itself), so the same wording shows the same markup either way.
 */
export const ALLOWED_TAGS = [
  'p', 'br', 'strong', 'b', 'em', 'i', 'u', 'small', 'span', 'div',
  'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'a',
  'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
] as const;

/** Attributes kept (on any allowed tag where they mean something). */
export const ALLOWED_ATTRIBUTES = ['href', 'title', 'lang', 'scope', 'colspan', 'rowspan'] as const;

/** Link schemes kept in href; relative addresses are kept too. */
export const ALLOWED_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;
