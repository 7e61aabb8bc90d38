import type { CookieConsent } from './contract';
import { localStore } from '../state/localStore';
import { storageKeys } from '../state/storageKeys';

/** How long a cookie choice hides the notice (spec section 9). */
export const COOKIE_NOTICE_HIDDEN_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The cookie choice in local storage. A choice stores allowOptionalCookies ('true'/'false') and
 * hideCookieNoticeUntilDate (now + 14 days, ISO); once that date has passed both are removed and the notice returns.
 * A stored date that cannot be read counts as expired.
 */
export const cookieConsent: CookieConsent = {
  current() {
    const until = Date.parse(localStore.get(storageKeys.hideCookieNoticeUntilDate) ?? '');
    if (!Number.isFinite(until) || Date.now() >= until) {
      localStore.remove(storageKeys.hideCookieNoticeUntilDate);
      localStore.remove(storageKeys.allowOptionalCookies);
      return undefined;
    }
    return { allowOptionalCookies: localStore.get(storageKeys.allowOptionalCookies) === 'true' };
  },
  choose(allowOptionalCookies) {
    localStore.set(storageKeys.allowOptionalCookies, String(allowOptionalCookies));
    localStore.set(storageKeys.hideCookieNoticeUntilDate, new Date(Date.now() + COOKIE_NOTICE_HIDDEN_DAYS * DAY_MS).toISOString());
  },
};
