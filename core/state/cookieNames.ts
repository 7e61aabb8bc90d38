/**
 * The cookie that tells the server, which cannot read local storage, until when the cookie notice stays hidden, so
 * that a page it renders shows the notice exactly when the browser will. Local storage stays the record of the
 * choice (spec section 3); the cookie only mirrors its date.
 */
export const NOTICE_HIDDEN_COOKIE = 'cookieNoticeHiddenUntil';

/** How long a cookie choice hides the notice (spec section 9). */
export const COOKIE_NOTICE_HIDDEN_DAYS = 14;
