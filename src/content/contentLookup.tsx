import { hasMarkup } from './hasMarkup';
import { loadPurifier, SanitizedHtml } from './SanitizedHtml';
import { serverSanitizedHtml, trustServerSanitized } from './serverSanitizedHtml';
import type { ContentLookup } from '../engine/contract';

/**
 * Wording by alias. Text is rendered as text; HTML is sanitised with DOMPurify (SanitizedHtml) as the very
 * last step before it reaches the DOM, in the browser, or already by the server when it put the wording into
 * the page (`sanitizedByServer`): then no sanitiser is downloaded. A missing alias is logged, and shown as
 * [[alias]] in development.
 */
export function createContentLookup(content: Readonly<Record<string, string>>, dev: boolean, options: { sanitizedByServer?: boolean } = {}): ContentLookup {
  const { sanitizedByServer = false } = options;
  if (sanitizedByServer) trustServerSanitized(Object.values(content).filter(hasMarkup));
  const reported = new Set<string>();
  const raw = (alias: string | undefined): string => {
    if (!alias) return '';
    const value = content[alias];
    if (value !== undefined) return value;
    if (!reported.has(alias)) {
      reported.add(alias);
      console.error(`Missing content alias "${alias}"`);
    }
    return dev ? `[[${alias}]]` : '';
  };
  return {
    async ready(aliases) {
      if (!sanitizedByServer && [...aliases].some((alias) => hasMarkup(content[alias]))) await loadPurifier();
    },
    text(alias, params) {
      const value = raw(alias);
      return params ? value.replace(/\{(\w+)\}/g, (match, key: string) => (key in params ? String(params[key]) : match)) : value;
    },
    html(alias) {
      const value = raw(alias);
      if (!value) return null;
      // Plain wording needs no sanitiser (and no sanitiser download); anything with markup goes through DOMPurify.
      if (!hasMarkup(value)) return <div className="rich-text">{value}</div>;
      if (sanitizedByServer) return <div className="rich-text" dangerouslySetInnerHTML={{ __html: serverSanitizedHtml(value) }} />;
      return <SanitizedHtml html={value} />;
    },
  };
}
