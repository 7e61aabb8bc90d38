import type { SiteDefinitions } from '../../core/engine/siteDefinitions';
import { loadJsonRetried } from '../content/loadJsonRetried';

/**
 * The locale's whole definitions at their versioned address (server/site/site.ts `<site path>/site-definitions/…`),
 * for a page that carried only its first screen's: tried again as the wording is (src/content/loadRestOfWording.ts).
 */
export function loadRestOfDefinitions(address: string): Promise<SiteDefinitions> {
  return loadJsonRetried(address, 'definitions', (value) => {
    const whole = value as Partial<SiteDefinitions> | null;
    return !whole || !Array.isArray(whole.pages) || !Array.isArray(whole.steps) || !Array.isArray(whole.flows) ? 'The definitions are not a site' : undefined;
  });
}
