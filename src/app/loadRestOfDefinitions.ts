import type { SiteDefinitions } from '../../core/engine/siteDefinitions';
import { contentRetryPolicy, PermanentFailure, retryWithBackoff } from '../content/retryWithBackoff';

/**
 * The locale's whole definitions at their versioned address (server/http/site.ts `<site path>/site-definitions/…`),
 * for a page that carried only its first screen's: tried again as the wording is (src/content/loadRestOfWording.ts).
 */
export function loadRestOfDefinitions(address: string): Promise<SiteDefinitions> {
  return retryWithBackoff(async (signal) => {
    const response = await fetch(address, { signal, credentials: 'same-origin', headers: { accept: 'application/json' } });
    if (!response.ok) {
      const message = `The definitions answered ${response.status}`;
      throw response.status === 408 || response.status === 429 || response.status >= 500 ? new Error(message) : new PermanentFailure(message);
    }
    const whole = (await response.json()) as Partial<SiteDefinitions> | null;
    if (!whole || !Array.isArray(whole.pages) || !Array.isArray(whole.steps) || !Array.isArray(whole.flows)) throw new PermanentFailure('The definitions are not a site');
    return whole as SiteDefinitions;
  }, contentRetryPolicy);
}
