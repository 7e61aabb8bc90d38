import type { CookieConsent } from './contract';
import { localStore } from '../state/localStore';
import { storageKeys } from '../../core/state/storageKeys';
import { COOKIE_NOTICE_HIDDEN_DAYS, NOTICE_COOKIE_CHOICE, NOTICE_HIDDEN_COOKIE } from '../../core/state/cookieNames';

export { COOKIE_NOTICE_HIDDEN_DAYS, NOTICE_HIDDEN_COOKIE };
const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether an ISO date-time read from storage or the notice cookie is still ahead (an unreadable one is not). */
const holds = (until: string | undefined) => Date.parse(until ?? '') > Date.now();

/**
 * The stored cookie choice while it is valid. A choice stores allowOptionalCookies ('true'/'false') and
 * hideCookieNoticeUntilDate (now + 14 days, ISO); once that date has passed both are removed (undefined: the
 * notice returns). A stored date that cannot be read counts as expired. Without a valid stored choice, one the
 * server recorded in the notice cookie (made without scripts: server/site/cookie-choice.ts) is adopted into storage,
 * with its date, while that date is ahead; a bare date in the cookie (older code) names no choice and is not.
 */
export function storedCookieChoice(doc: Document = document): { allowOptionalCookies: boolean } | undefined {
  if (!holds(localStore.get(storageKeys.hideCookieNoticeUntilDate))) {
    localStore.remove(storageKeys.hideCookieNoticeUntilDate);
    localStore.remove(storageKeys.allowOptionalCookies);
    const [, until, choice] = NOTICE_COOKIE_CHOICE.exec(doc.cookie) ?? [];
    if (!holds(until)) return undefined;
    storeCookieChoice(choice === 'all', until);
  }
  return { allowOptionalCookies: localStore.get(storageKeys.allowOptionalCookies) === 'true' };
}

/** Remember the visitor's choice for 14 days (or until the date of one adopted from the server). */
export function storeCookieChoice(allowOptionalCookies: boolean, until = new Date(Date.now() + COOKIE_NOTICE_HIDDEN_DAYS * DAY_MS).toISOString()): void {
  localStore.set(storageKeys.allowOptionalCookies, String(allowOptionalCookies));
  localStore.set(storageKeys.hideCookieNoticeUntilDate, until);
  mirrorNoticeCookie();
}

/**
 * Sets (or removes) the notice cookie to match the stored choice: its date, as is (core/state/cookieNames.ts), which
 * is all the server needs; at start and after a choice.
 */
export function mirrorNoticeCookie(doc: Document = document): void {
  const until = storedCookieChoice(doc) ? localStore.get(storageKeys.hideCookieNoticeUntilDate) : undefined;
  const seconds = until ? Math.floor((Date.parse(until) - Date.now()) / 1000) : 0;
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${NOTICE_HIDDEN_COOKIE}=${seconds > 0 ? until : ''}; Max-Age=${Math.max(seconds, 0)}; Path=/; SameSite=Lax${secure}`;
}

/**
 * The choice as the engine hands it to the cookie banner: read from storage once when the site starts, before the
 * first render, so rendering reads plain values. `dueOnServer`: what the server rendered, when it rendered the page.
 */
export function createCookieConsent(dueOnServer?: boolean): CookieConsent {
  return Object.freeze({ dueAtLoad: storedCookieChoice() === undefined, dueOnServer, choose: storeCookieChoice });
}
