import { NOTICE_HIDDEN_COOKIE, noticeHiddenUntil } from '../../core/state/cookieNames';

export { NOTICE_HIDDEN_COOKIE };

/**
 * Whether the cookie notice is due, given the request's notice cookie (`request.cookies`, parsed by @fastify/cookie;
 * no valid date: due): the browser mirrors the stored choice into that cookie (src/engine/cookieConsent.ts), so a
 * page rendered here shows the notice exactly when the browser will. Its date counts with or without the choice after
 * it (core/state/cookieNames.ts: a bare date is what older code wrote).
 */
export function noticeDueFor(hiddenUntil: string | undefined, now = Date.now()): boolean {
  const until = hiddenUntil === undefined ? NaN : noticeHiddenUntil(hiddenUntil);
  return !(Number.isFinite(until) && until > now);
}
