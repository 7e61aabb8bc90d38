import type { DateWindowStatus } from './guards/DateWindowGuard';

export interface InlinedStatus {
  dateWindow?: DateWindowStatus;
  /** On a page the server rendered: whether it rendered the cookie notice. */
  cookieNotice?: 'due' | 'hidden';
  /**
   * 'browser': the server rendered the layout around this address's screen but not the screen itself (it shows
   * the visitor's own answers or claim, which only the browser holds); the browser renders it right after hydrating.
   * 'header': of a claim step, the server rendered the layout and the step's header (its place in the flow, title
   * and description); its fields depend on the draft's answers (the gifts for the product bought), so the browser
   * renders them, and the step's controls, right after hydrating.
   */
  screen?: 'browser' | 'header';
  /**
   * 'partial': the page carries only the wording its screen shows (the server rendered all of it); the rest is
   * asked for once the site is ready (src/content/loadRestOfWording.ts).
   */
  wording?: 'partial';
}

const STATUSES: readonly string[] = ['OPEN', 'EARLY', 'LATE', 'CLOSED'];

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
  if (typeof parsed.dateWindow === 'string' && STATUSES.includes(parsed.dateWindow)) status.dateWindow = parsed.dateWindow as DateWindowStatus;
  if (parsed.cookieNotice === 'due' || parsed.cookieNotice === 'hidden') status.cookieNotice = parsed.cookieNotice;
  if (parsed.screen === 'browser' || parsed.screen === 'header') status.screen = parsed.screen;
  if (parsed.wording === 'partial') status.wording = 'partial';
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
