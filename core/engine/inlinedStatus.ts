import type { FieldError, FormValues } from './contract';

/**
 * A claim step's form as the server holds it, for a visitor whose scripts have not taken over (its form posts to the
 * server: server/site/claim-form/): painted with the server's draft and the last post's errors, and the browser,
 * should its scripts run after all, continues from that draft.
 */
export interface ClaimFormStatus {
  /** The form's CSRF token, sent back in its hidden field (`_csrf`). */
  token: string;
  /** The server's draft of the claim, when it holds one (unlockedSteps and the answers). */
  draft?: FormValues;
  /** What the last post of this step was refused for. */
  errors?: FieldError[];
  /** What a lookup widget's button asked the server for without scripts, by the widget's field (postedLookup.ts). */
  found?: Readonly<Record<string, FoundByServer>>;
  /** The claim this browser session sent (its confirmation: reference and e-mail), for the confirmation step. */
  confirmation?: unknown;
  /**
   * On a page whose forms posted to the server without scripts: what the visitor's server session holds that the
   * browser's session storage would hold had scripts run (the claim tracked), by session storage key. The browser
   * copies what its storage lacks when its scripts start (src/state/adoptServerSession.ts). Never a bank detail.
   */
  session?: Readonly<Record<string, unknown>>;
  /**
   * On a page: the id of its form the server refused a post of (server/site/page-forms/); `draft` and `errors` are
   * that form's answers and why. A claim step's status has none.
   */
  form?: string;
}

/** A lookup's results as the server found them (address items), or 'failed' when its source could not answer. */
export type FoundByServer = readonly Readonly<Record<string, string>>[] | 'failed';

/** Where today falls against a promotion's purchase window. */
export type DateWindowStatus = 'OPEN' | 'EARLY' | 'LATE' | 'CLOSED';

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
  /** On a claim step: its form as the server holds it (ClaimFormStatus). */
  claimForm?: ClaimFormStatus;
}

export const DATE_WINDOW_STATUSES: readonly string[] = ['OPEN', 'EARLY', 'LATE', 'CLOSED'];
