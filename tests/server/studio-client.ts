import { afterAll, beforeAll, expect } from 'vitest';
import { addStudioUser } from '../../server/studio/auth/studio-auth';
import { createTestApp, type TestApp } from './test-app';

export const STUDIO_PASSWORD = 'a long enough password';

export interface StudioSession {
  cookie: string;
  csrf: string;
  setCookie: string;
}

/** Signs in through the real sign-in call; headers go with it (X-Forwarded-Proto, say). */
export async function signIn(t: TestApp, email: string, password = STUDIO_PASSWORD, headers: Record<string, string> = {}): Promise<StudioSession> {
  const answer = await t.app.inject({ method: 'POST', url: '/studio/api/session', payload: { email, password }, headers });
  expect(answer.statusCode).toBe(200);
  const setCookie = String(answer.headers['set-cookie']);
  return { cookie: setCookie.split(';')[0], csrf: answer.json().csrfToken, setCookie };
}

/** A call of the studio's API as the studio makes it: the session's cookie and CSRF token. */
export const studioApi = (t: TestApp, session: StudioSession | undefined, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, csrf = session?.csrf) =>
  t.app.inject({ method, url: `/studio/api${url}`, payload: payload as never, headers: { ...(session ? { cookie: session.cookie } : {}), ...(csrf ? { 'x-csrf-token': csrf } : {}) } });

/** A studio on a test app serving its promotions from stored versions, and a publisher signed in: its calls by `api`. */
export async function studioWithPublisher() {
  const t = await createTestApp({}, { liveVersions: true, studio: true });
  await addStudioUser(t.app.db, 'pub@example.com', STUDIO_PASSWORD, 'publisher');
  const pub = await signIn(t, 'pub@example.com');
  const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => studioApi(t, pub, method, url, payload);
  return { t, pub, api };
}

/** studioWithPublisher() for a test file: made before its tests, closed after them. */
export function studioForThisFile() {
  const studio = {} as Awaited<ReturnType<typeof studioWithPublisher>>;
  beforeAll(async () => {
    Object.assign(studio, await studioWithPublisher());
  }, 60_000);
  afterAll(() => studio.t.close());
  return studio;
}
