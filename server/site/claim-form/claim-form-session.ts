import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Keyring } from '../../encryption-keys';

/**
 * The browser session a claim's forms post in without scripts: a random id in an HttpOnly, SameSite=Lax cookie
 * (a session cookie: it goes with the browser, as session storage does), naming the server's draft
 * (claim-drafts.ts), and the forms' CSRF token, a keyed hash of that id which each form carries in its hidden
 * `_csrf` field. A post whose token is not that of its cookie's session is refused: another site can make a browser
 * post, but cannot read the token (SameSite=Lax keeps the cookie off cross-site posts besides).
 */
export const CLAIM_FORM_COOKIE = 'claim-form';
export const CSRF_FIELD = '_csrf';

const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

/** The request's session id, when its cookie holds a well-formed one. */
export function sessionOf(request: FastifyRequest): string | undefined {
  const id = request.cookies?.[CLAIM_FORM_COOKIE];
  return id && SESSION_ID.test(id) ? id : undefined;
}

/** The request's session, or a new one given to the browser with this answer. */
export function ensureSession(request: FastifyRequest, reply: FastifyReply): string {
  const known = sessionOf(request);
  if (known) return known;
  const id = randomBytes(32).toString('base64url');
  reply.setCookie(CLAIM_FORM_COOKIE, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  });
  return id;
}

/** The forms' token of a session: keyed with the server's current encryption key (every instance shares it). */
export function csrfTokenOf(keyring: Keyring, session: string): string {
  return tokenWith(keyring.current.key, session);
}

const tokenWith = (key: Buffer, session: string) => createHmac('sha256', key).update(`claim-form-csrf\n${session}`).digest('base64url');

/** Whether a posted token is its session's (under any of the server's keys: a key rotated since still counts). */
export function csrfTokenHolds(keyring: Keyring, session: string | undefined, posted: unknown): boolean {
  if (!session || typeof posted !== 'string') return false;
  const given = Buffer.from(posted);
  return [...keyring.byId.values()].some(({ key }) => {
    const expected = Buffer.from(tokenWith(key, session));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
}
