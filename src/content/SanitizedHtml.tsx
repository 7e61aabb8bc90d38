import { use } from 'react';
import { settledPromise } from '../engine/settledPromise';

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
  const clean = purify.sanitize(html, { RETURN_TRUSTED_TYPE: true }) as unknown as string;
  return <div className="rich-text" dangerouslySetInnerHTML={{ __html: clean }} />;
}
