import type { Screen } from '../engine/screenOfPath';

/**
 * Data sources whose answer is the same for every visitor (promotion data): the server can render a page that
 * shows them. The others read the visitor's session (a tracked claim, a confirmation) or answers (reward methods
 * for the chosen product), which only the browser has.
 */
export const SHARED_SOURCES: ReadonlySet<string> = new Set(['qualifyingProducts', 'qualifyingResellers']);

/** What the server knows of the visitor beyond the address. */
export interface PaintContext {
  /** The browser holds a claim draft for the address's flow (draftPresence.ts: a cookie that says only that). */
  draftStored?: boolean;
  /**
   * The server holds the visitor's claim draft (a visitor whose form posted to it: server/site/claim-form/): the
   * step is painted whole, with that draft's answers, its data asked with them.
   */
  serverDraft?: boolean;
  /** The server sent this visitor's claim (a form posted without scripts): the confirmation step is painted whole. */
  confirmed?: boolean;
  /**
   * Sources the server answered for this visitor (the claim they tracked with a form posted without scripts:
   * server/site/page-forms/): a page showing them is painted whole, with those answers.
   */
  answered?: ReadonlySet<string>;
}

/**
 * What the server renders of an address's screen, so that it paints before any script:
 * - 'screen': the whole page (it needs only definitions, wording, the notice cookie and promotion data). A claim
 *   step too: painted as the flow's defaults show it (the browser hydrates it so, then shows the draft's answers),
 *   when the step is the flow's first, or when the browser holds a draft (which opened the step: the flow's guard
 *   decides again once hydrated);
 * - 'header': of a claim step painted as above, the layout and the step's header (title,
 *   description, its place in the flow) when its fields, as the defaults show them, need data only the browser can
 *   ask for (the gifts offered for the product in the draft); the browser renders the fields under it;
 * - 'layout': header, notice and footer, the screen left to the browser: a later step without a draft (the guard
 *   sends the visitor back to the first step in the browser, as before), the flow's own address and unknown steps,
 *   the confirmation, steps and pages showing the visitor's own data, pages whose guard decides in the browser;
 * - 'none': pages that only send the visitor elsewhere.
 */
export function serverPaintOf(screen: Screen, context: PaintContext = {}): 'screen' | 'header' | 'layout' | 'none' {
  const { page } = screen;
  // A step is painted as the flow's defaults show it: only the sources its blocks shown so ask for count.
  const sharedOnly = [...screen.paintedSources].every((source) => SHARED_SOURCES.has(source) || context.answered?.has(source));
  if (screen.flow) {
    const { step, stepIndex } = screen;
    if (step?.guard === 'confirmation' && context.confirmed) return 'screen';
    if (!step || stepIndex === undefined || step.guard === 'confirmation') return 'layout';
    if (context.serverDraft) return 'screen';
    if (stepIndex > 0 && !context.draftStored) return 'layout';
    return sharedOnly ? 'screen' : 'header';
  }
  if (!page || page.redirect || page.externalRedirect) return 'none';
  if (page.guard) return 'layout';
  return sharedOnly ? 'screen' : 'layout';
}
