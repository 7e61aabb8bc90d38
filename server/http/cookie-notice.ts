import { NOTICE_HIDDEN_COOKIE } from '../../src/engine/cookieConsent';

/**
 * Whether the cookie notice is due for a request with this Cookie header (no valid date: due): the browser mirrors
 * the stored choice into that cookie (src/engine/cookieConsent.ts), so a page rendered here shows the notice
 * exactly when the browser will.
 */
export function noticeDueForCookies(cookieHeader: string | undefined, now = Date.now()): boolean {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name !== NOTICE_HIDDEN_COOKIE) continue;
    let until = NaN;
    try {
      until = Date.parse(decodeURIComponent(value.join('=')));
    } catch {
      /* unreadable: due */
    }
    return !(Number.isFinite(until) && until > now);
  }
  return true;
}
