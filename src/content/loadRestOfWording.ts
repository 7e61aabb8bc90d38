import { contentRetryPolicy, PermanentFailure, retryWithBackoff } from './retryWithBackoff';

/**
 * All wording of the page's locale, its markup sanitised by the server as in the page (server/http/site.ts
 * `<site path>/site-content.json`): asked for once the site is ready, by a page that carried only its first screen's
 * wording; tried again as the start's wording request is.
 */
export function loadRestOfWording(sitePath: string): Promise<Record<string, string>> {
  const url = `${sitePath.replace(/\/+$/, '')}/site-content.json`;
  return retryWithBackoff(async (signal) => {
    const response = await fetch(url, { signal, credentials: 'same-origin', headers: { accept: 'application/json' } });
    if (!response.ok) {
      const message = `The wording answered ${response.status}`;
      throw response.status === 408 || response.status === 429 || response.status >= 500 ? new Error(message) : new PermanentFailure(message);
    }
    const content = (await response.json()) as unknown;
    if (!content || typeof content !== 'object' || Array.isArray(content)) throw new PermanentFailure('The wording is not a map of aliases');
    return content as Record<string, string>;
  }, contentRetryPolicy);
}
