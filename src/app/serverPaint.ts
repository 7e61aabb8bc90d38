import type { Screen } from '../engine/screenOfPath';

/**
 * Data sources whose answer is the same for every visitor (promotion data): the server can render a page that
 * shows them. The others read the visitor's session (a tracked claim, a confirmation), which only the browser has.
 */
const SHARED_SOURCES: ReadonlySet<string> = new Set(['qualifyingProducts', 'qualifyingResellers']);

/**
 * What the server renders of an address's screen, so that it paints before any script:
 * - 'screen': the whole page (it needs only definitions, wording, the notice cookie and promotion data);
 * - 'layout': header, notice and footer, the screen left to the browser: claim steps (the answers live in session
 *   storage, so server HTML would paint empty fields first), pages showing the visitor's own claim, and pages
 *   whose guard decides in the browser what they show;
 * - 'none': pages that only send the visitor elsewhere.
 */
export function serverPaintOf(screen: Screen): 'screen' | 'layout' | 'none' {
  const { page } = screen;
  if (screen.flow) return 'layout';
  if (!page || page.redirect || page.externalRedirect) return 'none';
  if (page.guard) return 'layout';
  return [...screen.sources].every((source) => SHARED_SOURCES.has(source)) ? 'screen' : 'layout';
}
