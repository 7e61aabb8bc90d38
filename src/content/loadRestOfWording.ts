import { loadJsonRetried } from './loadJsonRetried';

/**
 * All wording of the page's locale, its markup sanitised by the server as in the page (server/site/site.ts
 * `<site path>/site-content.json`): asked for once the site is ready, by a page that carried only its first screen's
 * wording; tried again as the start's wording request is.
 */
export function loadRestOfWording(sitePath: string): Promise<Record<string, string>> {
  return loadJsonRetried(`${sitePath.replace(/\/+$/, '')}/site-content.json`, 'wording', (content) =>
    !content || typeof content !== 'object' || Array.isArray(content) ? 'The wording is not a map of aliases' : undefined,
  );
}
