/**
 * The cookie that tells the server, which cannot read local storage, until when the cookie notice stays hidden, so
 * that a page it renders shows the notice exactly when the browser will. Local storage stays the record of the
 * choice (spec section 3); the cookie mirrors it, and carries a choice made without scripts to the browser's.
 */
export const NOTICE_HIDDEN_COOKIE = 'cookieNoticeHiddenUntil';

/** How long a cookie choice hides the notice (spec section 9). */
export const COOKIE_NOTICE_HIDDEN_DAYS = 14;

/** The notice's two answers, as its buttons post them and as the notice cookie names them. */
export type NoticeChoice = 'all' | 'minimal';

/**
 * The notice cookie's value: until when the notice stays hidden, an ISO date-time written as is (every character of
 * it is allowed in a cookie), e.g. `2026-03-15T10:00:00.000Z`, which is what the browser's mirror of its stored choice
 * writes (src/engine/cookieConsent.ts). For a choice made without scripts the server adds which one, `_all` or
 * `_minimal` (server/site/cookie-choice.ts): the browser's scripts adopt it into local storage when they run. Older
 * code wrote the date URL-encoded: it still hides the notice (the server's cookie parser decodes it).
 */
export const noticeCookieValue = (until: string, choice: NoticeChoice) => `${until}_${choice}`;

/** The date and choice of a notice cookie that names one, as the browser's `document.cookie` lists it. */
export const NOTICE_COOKIE_CHOICE = new RegExp(`\\b${NOTICE_HIDDEN_COOKIE}=([^;_]+)_(all|minimal)\\b`);

/** Until when a notice cookie's value (decoded) hides the notice: NaN when it cannot be read. */
export const noticeHiddenUntil = (value: string) => Date.parse(value.split('_')[0]);
