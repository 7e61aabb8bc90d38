import { use } from 'react';
import { settledPromise } from '../engine/settledPromise';

let purifier: Promise<(html: string) => string> | undefined;

/**
 * The sanitiser is downloaded only when a page shows markup the server did not sanitise (the browser fetched the
 * wording itself), or is about to: loadPurifier before the first render.
 */
export function loadPurifier() {
  purifier ??= settledPromise(import('./purifyWording').then((module) => module.purifyWording));
  return purifier;
}

/** CMS HTML, sanitised with DOMPurify as the very last step before it reaches the DOM. */
export function SanitizedHtml({ html }: { html: string }) {
  const purify = use(loadPurifier());
  return <div className="rich-text" dangerouslySetInnerHTML={{ __html: purify(html) }} />;
}
