import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/open-database';
import { hashPassword, verifyPassword } from './password-hash';
import { signInThrottle } from './sign-in-throttle';

export type StudioRole = 'editor' | 'publisher';
export const STUDIO_ROLES: readonly StudioRole[] = ['editor', 'publisher'];
export interface StudioUser {
  id: string;
  email: string;
  role: StudioRole;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The studio's signed-in user (set by the session guard of /studio/api/). */
    studioUser?: StudioUser;
  }
}

export const SESSION_COOKIE = 'studio_session';
const API = '/studio/api/';
const SIGN_IN = '/studio/api/session';
const CHANGES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The one answer to a wrong email or a wrong password: it says nothing about which accounts exist. */
const WRONG = { error: 'signed-out', message: 'The email address or password is not right' };

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Accounts and access of the studio: sign-in (scrypt hashes, a throttle per account and per address, the same answer
 * whether the account exists or not), sessions in the database (HttpOnly SameSite=Strict cookie, idle and absolute
 * expiry, sign-out here and everywhere), and the guard of every /studio/api/ call: 401 without a session, 403 without
 * the session's CSRF token on a change. Returns `userOf`, for the studio's pages.
 */
export async function registerStudioAuth(app: FastifyInstance, db: Db, config: ServerConfig, redis?: Redis) {
  const idleMs = config.studioSessionIdleMinutes * 60_000;
  const maxMs = config.studioSessionMaxHours * 3_600_000;
  const throttle = signInThrottle({ perAccount: config.studioSignInLimitPerAccount, perAddress: config.studioSignInLimitPerAddress, windowMs: 15 * 60_000 }, redis, `${config.redisKeyPrefix}studio-sign-in:`);
  // An unknown account costs a hash check too, so the answer's timing does not tell that it is unknown.
  const dummyHash = await hashPassword(randomBytes(16).toString('hex'));

  /** The session of a request's cookie, unless it is unknown or expired (an expired one is deleted). */
  const sessionOf = async (request: FastifyRequest) => {
    const token = request.cookies?.[SESSION_COOKIE];
    if (!token) return undefined;
    const row = await db
      .selectFrom('studio_sessions')
      .innerJoin('studio_users', 'studio_users.id', 'studio_sessions.user_id')
      .select(['studio_sessions.token_hash', 'studio_sessions.csrf_token', 'studio_sessions.created_at', 'studio_sessions.last_seen_at', 'studio_users.id', 'studio_users.email', 'studio_users.role'])
      .where('studio_sessions.token_hash', '=', tokenHash(token))
      .executeTakeFirst();
    if (!row) return undefined;
    const now = Date.now();
    if (now - Date.parse(row.last_seen_at) > idleMs || now - Date.parse(row.created_at) > maxMs) {
      await db.deleteFrom('studio_sessions').where('token_hash', '=', row.token_hash).execute();
      return undefined;
    }
    // Sliding idle expiry, written at most once a minute.
    if (now - Date.parse(row.last_seen_at) > 60_000) await db.updateTable('studio_sessions').set({ last_seen_at: new Date(now).toISOString() }).where('token_hash', '=', row.token_hash).execute();
    return { tokenHash: row.token_hash, csrfToken: row.csrf_token, user: { id: row.id, email: row.email, role: row.role as StudioRole } };
  };

  const cookieOptions = (request: FastifyRequest) => ({ path: '/studio', httpOnly: true, sameSite: 'strict' as const, secure: request.protocol === 'https' });

  const guard = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('Cache-Control', 'no-store');
    if (request.method === 'POST' && request.url.split('?')[0] === SIGN_IN) return;
    const session = await sessionOf(request);
    if (!session) return reply.code(401).send({ error: 'signed-out', message: 'Sign in to the studio' });
    if (CHANGES.has(request.method)) {
      const sent = request.headers['x-csrf-token'];
      if (typeof sent !== 'string' || !sameText(sent, session.csrfToken)) return reply.code(403).send({ error: 'csrf', message: 'The request lacks the session’s CSRF token' });
    }
    request.studioUser = session.user;
  };
  // Every other request passes straight on (no promise): this hook sees the customer site's and the API's too.
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.url.startsWith(API)) return done();
    guard(request, reply).then(() => reply.sent || done(), done);
  });

  app.post(SIGN_IN, async (request, reply) => {
    const body = (request.body ?? {}) as { email?: unknown; password?: unknown };
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
    const password = typeof body.password === 'string' ? body.password : '';
    const wait = await throttle.retryAfter(email, request.ip);
    if (wait > 0) return reply.code(429).header('Retry-After', String(wait)).send({ error: 'throttled', message: 'Too many sign-in attempts: wait, then try again' });
    const user = email ? await db.selectFrom('studio_users').selectAll().where('email', '=', email).executeTakeFirst() : undefined;
    const right = await verifyPassword(password, user?.password_hash ?? dummyHash);
    if (!user || !right) {
      await throttle.recordFailure(email, request.ip);
      return reply.code(401).send(WRONG);
    }
    await throttle.clear(email);
    const token = randomBytes(32).toString('base64url');
    const csrfToken = randomBytes(32).toString('base64url');
    const now = new Date().toISOString();
    await db.insertInto('studio_sessions').values({ token_hash: tokenHash(token), user_id: user.id, csrf_token: csrfToken, created_at: now, last_seen_at: now }).execute();
    reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(request), maxAge: Math.floor(maxMs / 1000) });
    return { user: { email: user.email, role: user.role }, csrfToken };
  });

  app.get(SIGN_IN, async (request) => {
    const session = await sessionOf(request);
    return { user: { email: session?.user.email, role: session?.user.role }, csrfToken: session?.csrfToken };
  });

  app.delete(SIGN_IN, async (request, reply) => {
    const token = request.cookies?.[SESSION_COOKIE];
    if (token) await db.deleteFrom('studio_sessions').where('token_hash', '=', tokenHash(token)).execute();
    reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
    return reply.code(204).send();
  });

  app.post('/studio/api/session/everywhere', async (request, reply) => {
    await db.deleteFrom('studio_sessions').where('user_id', '=', request.studioUser!.id).execute();
    reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
    return reply.code(204).send();
  });

  return { userOf: async (request: FastifyRequest) => (await sessionOf(request))?.user };
}

/** An account as the command line makes it. */
export async function addStudioUser(db: Db, email: string, password: string, role: StudioRole): Promise<void> {
  await db.insertInto('studio_users').values({ id: randomUUID(), email: email.trim().toLowerCase(), password_hash: await hashPassword(password), role, created_at: new Date().toISOString() }).execute();
}
