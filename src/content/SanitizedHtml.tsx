import { use } from 'react';

let purifier: Promise<typeof import('dompurify').default> | undefined;

/** DOMPurify is downloaded only when a page actually shows markup. */
function loadPurifier() {
  purifier ??= import('dompurify').then((module) => module.default);
  return purifier;
}

/** CMS HTML, sanitised with DOMPurify as the very last step before it reaches the DOM. */
export function SanitizedHtml({ html }: { html: string }) {
  const purify = use(loadPurifier());
  return <div className="rich-text" dangerouslySetInnerHTML={{ __html: purify.sanitize(html) }} />;
}
