import { use } from 'react';
import { settledPromise } from '../engine/settledPromise';
import { ALLOWED_ATTRIBUTES, ALLOWED_SCHEMES, ALLOWED_TAGS } from './markupAllowlist';

/** The shared allow-list in DOMPurify's terms (the server's sanitiser keeps the same). */
const CONFIG: import('dompurify').Config & { RETURN_TRUSTED_TYPE: true } = {
  ALLOWED_TAGS: [...ALLOWED_TAGS],
  ALLOWED_ATTR: [...ALLOWED_ATTRIBUTES],
  ALLOWED_URI_REGEXP: new RegExp(`^(?:(?:${ALLOWED_SCHEMES.join('|')}):|[^a-z]|[a-z+.-]+(?:[^a-z+.:-]|$))`, 'i'),
  RETURN_TRUSTED_TYPE: true,
};

let purifier: Promise<typeof import('dompurify').default> | undefined;

/** DOMPurify is downloaded only when a page shows markup (or is about to: loadPurifier before the first render). */
export function loadPurifier() {
  purifier ??= settledPromise(import('dompurify').then((module) => module.default));
  return purifier;
}

/** CMS HTML, sanitised with DOMPurify as the very last step before it reaches the DOM. */
export function SanitizedHtml({ html }: { html: string }) {
  const purify = use(loadPurifier());
  // TrustedHTML where the browser has Trusted Types: the CSP requires it for innerHTML (DOMPurify's own policy).
  const clean = purify.sanitize(html, CONFIG) as unknown as string;
  return <div className="rich-text" dangerouslySetInnerHTML={{ __html: clean }} />;
}
