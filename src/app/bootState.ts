import type { InlinedStatus } from '../../core/engine/inlinedStatus';
import type { SiteDefinitions } from '../../core/engine/siteDefinitions';
import { storageKeys } from '../../core/state/storageKeys';
import { readInlinedContent } from '../content/inlinedContent';
import type { SiteEnvironment } from '../engine/contract';
import { environmentFor } from '../../core/engine/environment';
import { readInlinedData, readInlinedDefinitions, readInlinedStatus } from '../engine/inlinedPage';
import { addressesOf } from '../../core/package/addresses';

/**
 * What the site starts from, as the server's page carries it (JSON only, never evaluated): read once, when the site
 * starts (src/app/main.tsx). What the page's start script notes while the site loads (early input, a form sent
 * early) is not in it: it is read when it is needed.
 */
export interface BootState {
  /** The locale's definitions (the locale among them). */
  definitions: SiteDefinitions;
  /** The locale's facts and the package's settings. */
  env: SiteEnvironment;
  /** Where the promotion API is. */
  apiBase: string;
  /** A studio preview: every request is a dry run, nothing is counted. */
  preview: boolean;
  /** The page arrived rendered by the server: the site hydrates it. */
  serverRendered: boolean;
  /** The wording the server put into the page, its markup sanitised; undefined: the page carries none (asked for). */
  wording: Record<string, string> | undefined;
  /** What the server knew when it answered (date window, cookie notice, what it left to the browser, partial wording). */
  status: InlinedStatus;
  /** The data sources' answers the server rendered the page with. */
  data: Record<string, unknown>;
  /** Where a visitor arriving in another locale than the session's starts again (the first flow, spec section 4). */
  claimPath: string;
  /** The session storage key that remembers the session's locale (one per promotion). */
  sessionLocaleKey: string;
}

/** Reads the boot state from the page; throws when the page carries no definitions (or no served locale). */
export function readBootState(doc: Document = document): BootState {
  const definitions = readInlinedDefinitions(doc);
  const env = environmentFor(definitions);
  return {
    definitions,
    env,
    apiBase: definitions.apiBase ?? addressesOf(definitions.promotion).apiBase,
    preview: Boolean(definitions.preview),
    serverRendered: doc.getElementById('root')?.hasChildNodes() ?? false,
    wording: readInlinedContent(doc),
    status: readInlinedStatus(doc),
    data: readInlinedData(doc),
    claimPath: `${env.sitePath}/${definitions.flows[0]?.route ?? ''}`,
    sessionLocaleKey: storageKeys.sessionLocale(definitions.promotion.promotionCode),
  };
}
