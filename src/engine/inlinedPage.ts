import { DATE_WINDOW_STATUSES, type DateWindowStatus, type FoundByServer, type InlinedStatus } from '../../core/engine/inlinedStatus';
import type { SiteDefinitions } from '../../core/engine/siteDefinitions';
import type { FieldError, FormValues } from '../../core/engine/contract';

/** What the server inlined into the page as JSON (never evaluated), read in the browser. */

const SCRIPT_ID = 'site-definitions';

/** Reads the inlined definitions; JSON only, never evaluated as code. */
export function readInlinedDefinitions(doc: Document = document): SiteDefinitions {
  const script = doc.getElementById(SCRIPT_ID);
  if (!script?.textContent) throw new Error(`No <script id="${SCRIPT_ID}"> with the site definitions in the page`);
  return JSON.parse(script.textContent) as SiteDefinitions;
}

/**
 * What the server knew when it answered (`<script type="application/json" id="site-status">`): the promotion's
 * date-window status on pages behind the date-window guard, so the guard needs no request before the first
 * paint; and on a page the server rendered, whether it rendered the cookie notice and whether it left the screen
 * inside the layout to the browser. JSON only, never evaluated;
 * anything unexpected is ignored (then the guard asks).
 */
export function readInlinedStatus(doc: Document = document): InlinedStatus {
  let parsed: Record<string, unknown>;
  try {
    parsed = JSON.parse(doc.getElementById('site-status')?.textContent || '{}') as Record<string, unknown>;
  } catch {
    return {};
  }
  const status: InlinedStatus = {};
  if (typeof parsed.dateWindow === 'string' && DATE_WINDOW_STATUSES.includes(parsed.dateWindow)) status.dateWindow = parsed.dateWindow as DateWindowStatus;
  if (parsed.cookieNotice === 'due' || parsed.cookieNotice === 'hidden') status.cookieNotice = parsed.cookieNotice;
  if (parsed.screen === 'browser' || parsed.screen === 'header') status.screen = parsed.screen;
  if (parsed.wording === 'partial') status.wording = 'partial';
  const form = parsed.claimForm as Record<string, unknown> | undefined;
  if (form && typeof form === 'object' && typeof form.token === 'string') {
    status.claimForm = { token: form.token };
    if (form.draft && typeof form.draft === 'object' && !Array.isArray(form.draft)) status.claimForm.draft = form.draft as FormValues;
    if (form.found && typeof form.found === 'object' && !Array.isArray(form.found)) status.claimForm.found = form.found as Record<string, FoundByServer>;
    // The server's (an object by session storage key): the browser adopts it as is (src/state/adoptServerSession.ts).
    if (form.session) status.claimForm.session = form.session as Record<string, unknown>;
    if (Array.isArray(form.errors)) status.claimForm.errors = form.errors.filter((error): error is FieldError => typeof error?.alias === 'string');
  }
  return status;
}

/**
 * The data sources' answers a page the server rendered was rendered with (`<script type="application/json"
 * id="site-data">`, by source name): promotion data, the same for every visitor. JSON only, never evaluated.
 */
export function readInlinedData(doc: Document = document): Record<string, unknown> {
  try {
    const parsed = JSON.parse(doc.getElementById('site-data')?.textContent || '{}') as unknown;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
