import type { FastifyReply, FastifyRequest } from 'fastify';
import { COOKIE_NOTICE_HIDDEN_DAYS, NOTICE_HIDDEN_COOKIE, noticeCookieValue, type NoticeChoice } from '../../core/state/cookieNames';

/** The cookie notice's buttons, posted without scripts (src/widgets/CookieBanner: `cookieChoice` all or minimal). */
export const COOKIE_CHOICE_FIELD = 'cookieChoice';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The choice a url-encoded post carries, if it is the cookie notice's. */
export function cookieChoiceOf(request: FastifyRequest): NoticeChoice | undefined {
  if (request.isMultipart()) return undefined;
  const choice = (request.body as Record<string, unknown> | undefined)?.[COOKIE_CHOICE_FIELD];
  return choice === 'all' || choice === 'minimal' ? choice : undefined;
}

/**
 * Whether a post comes from a page of this site: another site can make a browser post here (and set a choice the
 * visitor never made), but the browser says where the post came from (Sec-Fetch-Site, or at least Origin).
 */
export function postedFromSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  const origin = request.headers.origin;
  if (!origin) return false;
  try {
    return new URL(origin).host === request.host;
  } catch {
    return false;
  }
}

/**
 * The notice's choice made without scripts (`choice`): kept in the notice's cookie for 14 days, its date and which
 * choice (core/state/cookieNames.ts), as the browser keeps it (src/engine/cookieConsent.ts): the server paints the
 * page without the notice from then on, and the browser's scripts, once they run, adopt the choice into local storage.
 * The visitor is sent back to the page they chose on (post, redirect, get). A post from elsewhere changes nothing.
 */
export function answerCookieChoice(request: FastifyRequest, reply: FastifyReply, choice: NoticeChoice) {
  if (postedFromSite(request)) {
    const until = new Date(Date.now() + COOKIE_NOTICE_HIDDEN_DAYS * DAY_MS);
    reply.setCookie(NOTICE_HIDDEN_COOKIE, noticeCookieValue(until.toISOString(), choice), {
      // As is, as the browser's own mirror writes it (its characters need no encoding).
      encode: String,
      path: '/',
      maxAge: COOKIE_NOTICE_HIDDEN_DAYS * 24 * 60 * 60,
      sameSite: 'lax',
      secure: request.protocol === 'https',
    });
  }
  return reply.header('Cache-Control', 'no-store').redirect(request.url, 303);
}
