/**
 * The studio's server side (server/studio): accounts and sessions, the guard of /studio/api/, drafts saved by
 * compare-and-set, roles, the proof before a publish, preview links. The browser's side: tests/e2e/studio.spec.ts.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStudioUser } from '../../server/studio/auth/studio-auth';
import { signIn as signInAs, STUDIO_PASSWORD, studioApi, type StudioSession } from './studio-client';
import { createTestApp, type TestApp } from './test-app';

const REPO = path.resolve(__dirname, '../..');
const PASSWORD = STUDIO_PASSWORD;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ STUDIO_SESSION_IDLE_MINUTES: '30', STUDIO_SESSION_MAX_HOURS: '12', STUDIO_SIGN_IN_LIMIT_PER_ACCOUNT: '3' }, { liveVersions: true, studio: true });
  await addStudioUser(t.app.db, 'Pub@Example.com', PASSWORD, 'publisher');
  await addStudioUser(t.app.db, 'ed@example.com', PASSWORD, 'editor');
}, 60_000);
afterAll(() => t.close());

const signIn = (email: string, password = PASSWORD) => signInAs(t, email, password);
const api = (session: StudioSession | undefined, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, csrf = session?.csrf) => studioApi(t, session, method, url, payload, csrf);

describe('accounts and sessions', () => {
  it('signs in with a cookie only the server reads, for the studio only', async () => {
    const session = await signIn('pub@example.com');
    expect(session.setCookie).toMatch(/^studio_session=[A-Za-z0-9_-]{40,};/);
    expect(session.setCookie).toMatch(/HttpOnly/);
    expect(session.setCookie).toMatch(/SameSite=Strict/);
    expect(session.setCookie).toMatch(/Path=\/studio/);
    const me = await api(session, 'GET', '/session');
    expect(me.json().user).toEqual({ email: 'pub@example.com', role: 'publisher' });
    // Only a hash of the token is stored.
    const rows = await t.app.db.selectFrom('studio_sessions').select('token_hash').execute();
    expect(rows.map((row) => row.token_hash)).not.toContain(session.cookie.split('=')[1]);
  });

  it('answers a wrong password and an unknown account alike', async () => {
    const wrong = await t.app.inject({ method: 'POST', url: '/studio/api/session', payload: { email: 'ed@example.com', password: 'not the password' } });
    const unknown = await t.app.inject({ method: 'POST', url: '/studio/api/session', payload: { email: 'nobody@example.com', password: 'not the password' } });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toBe(unknown.body);
  });

  it('refuses every call without a session (401), every change without the CSRF token (403)', async () => {
    for (const url of ['/promotions', '/promotions/GOO00028/draft', '/promotions/GOO00028/history', '/schemas', '/session'])
      expect((await api(undefined, 'GET', url)).statusCode, url).toBe(401);
    expect((await api(undefined, 'POST', '/promotions/GOO00028/publish', {})).statusCode).toBe(401);
    const session = await signIn('ed@example.com');
    expect((await api(session, 'DELETE', '/session', undefined, 'wrong')).statusCode).toBe(403);
    expect((await api(session, 'POST', '/promotions/GOO00028/rollback', {}, '')).statusCode).toBe(403);
    expect((await api(session, 'GET', '/promotions')).statusCode).toBe(200);
  });

  it('ends a session after the idle time and after the absolute time, and everywhere on request', async () => {
    const idle = await signIn('ed@example.com');
    await t.app.db.updateTable('studio_sessions').set({ last_seen_at: new Date(Date.now() - 31 * 60_000).toISOString() }).execute();
    expect((await api(idle, 'GET', '/promotions')).statusCode).toBe(401);
    const old = await signIn('ed@example.com');
    await t.app.db.updateTable('studio_sessions').set({ created_at: new Date(Date.now() - 13 * 3_600_000).toISOString() }).execute();
    expect((await api(old, 'GET', '/promotions')).statusCode).toBe(401);
    const [a, b] = [await signIn('ed@example.com'), await signIn('ed@example.com')];
    expect((await api(a, 'POST', '/session/everywhere', {})).statusCode).toBe(204);
    expect((await api(b, 'GET', '/promotions')).statusCode).toBe(401);
  });

  it('slows down repeated wrong passwords with 429 and Retry-After', async () => {
    const attempt = () => t.app.inject({ method: 'POST', url: '/studio/api/session', payload: { email: 'locked@example.com', password: 'wrong, wrong, wrong' } });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await attempt()).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect(Number((await attempt()).headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('drafts, roles and publishing', () => {
  it('saves a draft by compare-and-set: a save from an older draft is a conflict that says what changed', async () => {
    const ada = await signIn('ed@example.com');
    const bob = await signIn('pub@example.com');
    const draft = (await api(ada, 'GET', '/promotions/GOO00028/draft')).json();
    const reworded = (text: string) => ({ ...draft.files, 'content/de-DE.json': { ...draft.files['content/de-DE.json'], homeHeroTitle: text } });
    const first = await api(ada, 'PUT', '/promotions/GOO00028/draft', { base: draft.base, files: reworded('Erste Fassung') });
    expect(first.statusCode).toBe(200);
    expect(first.json().errors).toEqual([]);
    const late = await api(bob, 'PUT', '/promotions/GOO00028/draft', { base: draft.base, files: reworded('Zweite Fassung') });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ error: 'conflict', current: first.json().base, changed: ['content/de-DE.json'] });
    expect(late.json().files['content/de-DE.json'].homeHeroTitle).toBe('Erste Fassung');
  });

  it('answers the checker problems of a saved draft at their file and pointer', async () => {
    const ed = await signIn('ed@example.com');
    const draft = (await api(ed, 'GET', '/promotions/GOO00028/draft')).json();
    const broken = { ...draft.files, 'steps/get-started.json': { ...draft.files['steps/get-started.json'], title: 'noSuchAlias' } };
    const saved = await api(ed, 'PUT', '/promotions/GOO00028/draft', { base: draft.base, files: broken });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().errors).toEqual([expect.objectContaining({ file: 'steps/get-started.json', pointer: '/title', message: expect.stringContaining('noSuchAlias') })]);
    // A draft the checker refuses is not previewed, and not published.
    expect((await api(ed, 'POST', '/promotions/GOO00028/preview-links', { version: saved.json().base })).statusCode).toBe(422);
    const pub = await signIn('pub@example.com');
    const refused = await api(pub, 'POST', '/promotions/GOO00028/publish', { version: saved.json().base });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().report).toContain('noSuchAlias');
  }, 60_000);

  it('lets an editor save, never publish, schedule or roll back (403 from the server)', async () => {
    const ed = await signIn('ed@example.com');
    const draft = (await api(ed, 'GET', '/promotions/GOO00028/draft')).json();
    expect((await api(ed, 'POST', '/promotions/GOO00028/publish', { version: draft.base })).statusCode).toBe(403);
    expect((await api(ed, 'POST', '/promotions/GOO00028/publish', { version: draft.base, at: '2030-01-01T00:00:00Z' })).statusCode).toBe(403);
    expect((await api(ed, 'POST', '/promotions/GOO00028/rollback', {})).statusCode).toBe(403);
  });

  it('publishes a proven draft, recorded with who did it', async () => {
    const pub = await signIn('pub@example.com');
    const draft = (await api(pub, 'GET', '/promotions/GOO00028/draft')).json();
    const fixed = { ...draft.files, 'steps/get-started.json': { ...draft.files['steps/get-started.json'], title: 'stepGetStartedTitle' } };
    const saved = (await api(pub, 'PUT', '/promotions/GOO00028/draft', { base: draft.base, files: fixed })).json();
    const published = await api(pub, 'POST', '/promotions/GOO00028/publish', { version: saved.base });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ live_hash: saved.base, published_by: 'pub@example.com' });
    const history = (await api(pub, 'GET', '/promotions/GOO00028/history')).json().history;
    expect(history[0]).toMatchObject({ action: 'publish', actor: 'pub@example.com', to_hash: saved.base });
  }, 60_000);
});

describe('a new promotion from a copy', () => {
  it('stores a copy under a new code and base path as its draft, refusing what is taken', async () => {
    const pub = await signIn('pub@example.com');
    expect((await api(pub, 'POST', '/promotions/GOO00028/copy', { code: 'GOO00028', basePath: '/2022launch' })).statusCode).toBe(409);
    expect((await api(pub, 'POST', '/promotions/GOO00028/copy', { code: 'bad', basePath: 'no' })).statusCode).toBe(400);
    const copied = await api(pub, 'POST', '/promotions/GOO00028/copy', { code: 'TST00042', basePath: '/copied' });
    expect(copied.statusCode).toBe(200);
    const version = await t.app.db.selectFrom('promotion_versions').select('content').where('hash', '=', copied.json().draft).executeTakeFirstOrThrow();
    const promotion = JSON.parse(version.content)['promotion.json'];
    expect(promotion).toMatchObject({ promotionCode: 'TST00042', basePath: '/copied' });
    expect(promotion.locales['de-DE']).toMatchObject({ promotionId: 'TST00042-DE', sitePath: '/de/copied' });
    // Listed with the promotions, as stored but not served yet.
    const listed = (await api(pub, 'GET', '/promotions')).json().promotions as Array<Record<string, unknown>>;
    expect(listed.find((row) => row.code === 'GOO00028')).toMatchObject({ served: true });
    expect(listed.find((row) => row.code === 'TST00042')).toMatchObject({ served: false, basePath: '/copied', draft_hash: copied.json().draft, live_hash: null });
  });
});

describe('preview links', () => {
  it('open the version on the site with a banner, until revoked', async () => {
    const ed = await signIn('ed@example.com');
    const draft = (await api(ed, 'GET', '/promotions/GOO00028/draft')).json();
    const link = (await api(ed, 'POST', '/promotions/GOO00028/preview-links', { version: draft.base, flags: { claimTypeStep: false } })).json();
    const opened = await t.app.inject({ method: 'GET', url: `${link.url}?to=/de/2022launch` });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe('/de/2022launch');
    expect(String(opened.headers['set-cookie'])).toMatch(/studio_preview=.*HttpOnly/);
    expect((await api(ed, 'DELETE', `/promotions/GOO00028/preview-links/${link.token}`)).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: link.url })).statusCode).toBe(410);
  });
});

describe('npm run studio', () => {
  const cli = (args: string[], input = '') => spawnSync(process.execPath, ['--import', 'tsx', 'server/studio-cli.ts', ...args], { cwd: REPO, env: { ...process.env, ...t.databaseEnv, DATA_DIR: path.join(t.dir, 'data') }, input, encoding: 'utf8' });

  it('adds, lists, changes and removes accounts; the password comes from standard input only', () => {
    expect(cli(['add-user', 'new@example.com', '--role', 'editor'], `${PASSWORD}\n`).status).toBe(0);
    expect(cli(['add-user', 'new@example.com', '--role', 'editor'], `${PASSWORD}\n`).stderr).toContain('already has an account');
    expect(cli(['add-user', 'short@example.com', '--role', 'editor'], 'short\n').status).toBe(1);
    const given = cli(['add-user', 'arg@example.com', '--role', 'editor', '--password', PASSWORD]);
    expect(given.status).toBe(2);
    expect(given.stderr).toContain('never an argument');
    expect(cli(['set-role', 'new@example.com', 'publisher']).status).toBe(0);
    expect(cli(['list-users']).stdout).toMatch(/new@example\.com\tpublisher/);
    expect(cli(['remove-user', 'new@example.com']).status).toBe(0);
    expect(cli(['list-users']).stdout).not.toContain('new@example.com');
    expect(cli(['set-role', 'new@example.com', 'boss']).status).toBe(2);
  }, 60_000);
});
