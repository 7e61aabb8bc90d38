import type { InlinedStatus } from '../engine/inlinedStatus';
import type { SiteDefinitions } from '../engine/siteDefinitions';

/** What the server hands the site's server renderer (built apart into dist/ssr) and what it answers. */
export interface ScreenRenderInput {
  /** The locale's definitions, exactly as inlined into the page. */
  definitions: SiteDefinitions;
  /** The locale's wording, exactly as inlined into the page (markup sanitised by the server). */
  content: Record<string, string>;
  /** The address asked for (path and query). */
  url: string;
  /** What the page's site-status script tells the browser; `screen: 'browser'` renders only the layout (serverPaintOf). */
  inlinedStatus: InlinedStatus;
  /** Answers the promotion API's calls in the server's own process (the data sources of the page). */
  fetch: typeof fetch;
  /** The browser holds a claim draft for the address's flow (its cookie says so; serverPaintOf). */
  draftStored?: boolean;
  /**
   * Data the server answered for this visitor alone, by source (the claim they tracked without scripts:
   * server/site/page-forms/): the page is painted with it, and never kept for another visitor.
   */
  visitorData?: Record<string, unknown>;
  /** The success message a form of this page left, posted without scripts (its alias), shown at the page's top. */
  notice?: string;
}

export interface RenderedScreen {
  /** What goes inside `<div id="root">`. */
  html: string;
  /** The data sources' answers it shows, for the page's site-data script (the browser hydrates with them). */
  data: Record<string, unknown>;
  /** The wording aliases it showed (the page may carry only those, with what the screen names: server/site/site.ts). */
  aliases: string[];
}
