import type { CookieConsent } from './contract';
import { localStore } from '../state/localStore';
import { storageKeys } from '../state/storageKeys';

/** How long a cookie choice hides the notice (spec section 9). */
export const COOKIE_NOTICE_HIDDEN_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The stored cookie choice while it is valid. A choice stores allowOptionalCookies ('true'/'false') and
 * hideCookieNoticeUntilDate (now + 14 days, ISO); once that date has passed both are removed (undefined: the
 * notice returns). A stored date that cannot be read counts as expired.
 */
export function storedCookieChoice(): { allowOptionalCookies: boolean } | undefined {
  const until = Date.parse(localStore.get(storageKeys.hideCookieNoticeUntilDate) ?? '');
  if (!Number.isFinite(until) || Date.now() >= until) {
    localStore.remove(storageKeys.hideCookieNoticeUntilDate);
    localStore.remove(storageKeys.allowOptionalCookies);
    return undefined;
  }
  return { allowOptionalCookies: localStore.get(storageKeys.allowOptionalCookies) === 'true' };
}

/** Remember the visitor's choice for 14 days. */
export function storeCookieChoice(allowOptionalCookies: boolean): void {
  localStore.set(storageKeys.allowOptionalCookies, String(allowOptionalCookies));
  localStore.set(storageKeys.hideCookieNoticeUntilDate, new Date(Date.now() + COOKIE_NOTICE_HIDDEN_DAYS * DAY_MS).toISOString());
}

/** Read when the engine loads (page start, before any render): the widget renders from a plain value. */
export const cookieConsent: CookieConsent = Object.freeze({
  dueAtLoad: storedCookieChoice() === undefined,
  choose: storeCookieChoice,
});
