/**
 * The studio's API against its contract (openapi/studio-api.yaml), on the real server:
 * - every operation of the contract answers at least one success and one error, each answer checked against the
 *   contract's status codes and schemas (test-app.ts checks every /studio/api/ answer of every test file so);
 * - the server registers exactly the studio routes the contract describes, apart from the studio's pages and the
 *   preview links' doors (addresses for a browser, listed below), and every route under /studio that any file of
 *   server/ registers is one of those.
 */
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { registerStudio } from '../../server/studio/register-studio';
import { addStudioUser } from '../../server/studio/auth/studio-auth';
import { studioApiContract } from './contract-responses';
import { signIn, studioApi, type StudioSession } from './studio-client';
import { contractViolations, createTestApp, type TestApp } from './test-app';

const REPO = path.resolve(__dirname, '../..');
const { doc, basePath, contractProblems, operationOf } = studioApiContract;
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** The studio's addresses for a browser, not calls of its API: its pages and the preview links' doors. */
const PAGES = ['GET /studio', 'GET /studio/', 'GET /studio/promotions/*', 'GET /studio/assets/*', 'GET /studio/preview/exit', 'GET /studio/preview/:token'];

/** "GET /studio/api/promotions/:code/draft" for each operation of the contract. */
const contractRoutes = () =>
  Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([template, item]) =>
    METHODS.filter((method) => item[method]).map((method) => `${method.toUpperCase()} ${basePath}${template.replace(/\{([^}]+)\}/g, ':$1')}`),
  );

let t: TestApp;
/** Statuses each operation answered in this file. */
const seen = new Map<string, Set<number>>();
let pub: StudioSession;
let ed: StudioSession;
const api = (session: StudioSession | undefined, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, csrf = session?.csrf) => studioApi(t, session, method, url, payload, csrf);

beforeAll(async () => {
  t = await createTestApp({}, { liveVersions: true, studio: true });
  t.app.addHook('onSend', async (request, reply, payload) => {
    const operation = operationOf(request.method, request.url);
    if (operation) seen.set(operation, (seen.get(operation) ?? new Set()).add(reply.statusCode));
    return payload;
  });
  await addStudioUser(t.app.db, 'pub@example.com', 'a long enough password', 'publisher');
  await addStudioUser(t.app.db, 'ed@example.com', 'a long enough password', 'editor');
  pub = await signIn(t, 'pub@example.com');
  ed = await signIn(t, 'ed@example.com');
}, 60_000);
afterAll(() => t.close());

describe('the studio API contract on the real server', () => {
  it('checks answers against the contract: a wrong shape or an undocumented status is a violation', () => {
    const page = { promotions: [], total: 0, page: 1, pageSize: 25, pages: 1, stateCounts: { live: 0, 'draft-waiting': 0, scheduled: 0, 'claims-open': 0, 'ending-soon': 0, closed: 0 } };
    expect(contractProblems('GET', '/studio/api/promotions', 200, 'application/json', page)).toEqual([]);
    expect(contractProblems('GET', '/studio/api/promotions', 200, 'application/json', { promotions: [] })).not.toEqual([]);
    expect(contractProblems('GET', '/studio/api/promotions', 200, 'application/json', { ...page, stateCounts: { ...page.stateCounts, soon: 1 } })).not.toEqual([]);
    expect(contractProblems('GET', '/studio/api/promotions', 200, 'application/json', { rows: [] })).not.toEqual([]);
    expect(contractProblems('GET', '/studio/api/promotions', 418, 'application/json', {})).not.toEqual([]);
    expect(contractProblems('GET', '/studio/api/session', 200, 'application/json', { user: { email: 'a@b.co', role: 'owner' }, csrfToken: 'x' })).not.toEqual([]);
  });

  it('signs in and out, with the session and its CSRF token', async () => {
    const wrong = await t.app.inject({ method: 'POST', url: '/studio/api/session', payload: { email: 'pub@example.com', password: 'not it' } });
    expect(wrong.statusCode).toBe(401);
    expect((await api(pub, 'GET', '/session')).statusCode).toBe(200);
    expect((await api(undefined, 'GET', '/session')).statusCode).toBe(401);
    const other = await signIn(t, 'ed@example.com');
    expect((await api(other, 'DELETE', '/session', undefined, 'not the token')).statusCode).toBe(403);
    expect((await api(other, 'DELETE', '/session')).statusCode).toBe(204);
    const another = await signIn(t, 'ed@example.com');
    expect((await api(undefined, 'POST', '/session/everywhere', {})).statusCode).toBe(401);
    expect((await api(another, 'POST', '/session/everywhere', {})).statusCode).toBe(204);
    ed = await signIn(t, 'ed@example.com');
  });

  it('lists promotions and schemas', async () => {
    expect((await api(pub, 'GET', '/schemas')).statusCode).toBe(200);
    expect((await api(undefined, 'GET', '/schemas')).statusCode).toBe(401);
    expect((await api(pub, 'GET', '/promotions')).statusCode).toBe(200);
    expect((await api(undefined, 'GET', '/promotions')).statusCode).toBe(401);
  });

  it('searches, filters, sorts and pages the promotions, refusing parameters it cannot take', async () => {
    const found = await api(pub, 'GET', '/promotions?q=goo00028&state=live&sort=claims&order=desc&page=1&pageSize=10');
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ total: 1, page: 1, pageSize: 10, pages: 1, promotions: [{ code: 'GOO00028', basePath: '/2022launch', states: expect.arrayContaining(['live']), claimsLastWeek: 0 }] });
    expect((await api(pub, 'GET', '/promotions?q=no-such-promotion')).json()).toMatchObject({ total: 0, promotions: [] });
    for (const wrong of ['state=open', 'sort=colour', 'order=up', 'page=0', 'pageSize=101', 'pageSize=two'])
      expect((await api(pub, 'GET', `/promotions?${wrong}`)).json()).toMatchObject({ error: 'bad-request', message: expect.stringMatching(new RegExp(`^${wrong.split('=')[0]} `)) });
  });

  it('edits, checks, publishes, schedules, rolls back and restores', async () => {
    expect((await api(pub, 'GET', '/promotions/XYZ00001/draft')).statusCode).toBe(404);
    const draft = (await api(pub, 'GET', '/promotions/GOO00028/draft')).json();
    const files = { ...draft.files, 'content/en-GB.json': { ...draft.files['content/en-GB.json'], homeHeroTitle: 'A contract test' } };
    expect((await api(pub, 'PUT', '/promotions/GOO00028/draft', { files })).statusCode).toBe(400);
    const saved = await api(pub, 'PUT', '/promotions/GOO00028/draft', { base: draft.base, files });
    expect(saved.statusCode).toBe(200);
    expect((await api(pub, 'PUT', '/promotions/GOO00028/draft', { base: draft.base, files: draft.files })).statusCode).toBe(409);

    expect((await api(pub, 'GET', '/promotions/XYZ00001/proof')).statusCode).toBe(404);
    const proof = await api(pub, 'GET', '/promotions/GOO00028/proof');
    expect(proof.statusCode).toBe(200);
    expect(proof.json().ok).toBe(true);

    expect((await api(pub, 'POST', '/promotions/GOO00028/publish', {})).statusCode).toBe(400);
    expect((await api(ed, 'POST', '/promotions/GOO00028/publish', { version: saved.json().base })).statusCode).toBe(403);
    expect((await api(pub, 'POST', '/promotions/GOO00028/publish', { version: saved.json().base, at: '2099-01-01T00:00:00Z' })).statusCode).toBe(200);
    expect((await api(pub, 'POST', '/promotions/GOO00028/publish', { version: saved.json().base, expectedLive: draft.live })).statusCode).toBe(200);
    expect((await api(pub, 'POST', '/promotions/GOO00028/publish', { version: saved.json().base })).json().alreadyLive).toBe(true);

    expect((await api(pub, 'GET', '/promotions/XYZ00001/rollback')).statusCode).toBe(404);
    expect((await api(pub, 'GET', '/promotions/GOO00028/rollback')).statusCode).toBe(200);
    expect((await api(ed, 'POST', '/promotions/GOO00028/rollback')).statusCode).toBe(403);
    expect((await api(pub, 'POST', '/promotions/GOO00028/rollback')).statusCode).toBe(200);

    expect((await api(pub, 'GET', '/promotions/XYZ00001/history')).statusCode).toBe(404);
    expect((await api(pub, 'GET', '/promotions/GOO00028/history')).statusCode).toBe(200);
    expect((await api(pub, 'GET', `/promotions/GOO00028/versions/${saved.json().base}`)).statusCode).toBe(200);
    expect((await api(pub, 'GET', '/promotions/GOO00028/versions/0123456789abcdef')).statusCode).toBe(404);

    const working = (await api(pub, 'GET', '/promotions/GOO00028/draft')).json();
    expect((await api(ed, 'POST', '/promotions/GOO00028/restore', { version: saved.json().base })).statusCode).toBe(400);
    expect((await api(ed, 'POST', '/promotions/GOO00028/restore', { version: saved.json().base, base: working.base })).statusCode).toBe(200);
  }, 120_000);

  it('copies a promotion', async () => {
    expect((await api(ed, 'POST', '/promotions/GOO00028/copy', { code: 'bad', basePath: 'no' })).statusCode).toBe(400);
    expect((await api(ed, 'POST', '/promotions/GOO00028/copy', { code: 'CON00001', basePath: '/contract' })).statusCode).toBe(200);
    expect((await api(ed, 'POST', '/promotions/GOO00028/copy', { code: 'CON00001', basePath: '/contract' })).statusCode).toBe(409);
    expect((await api(ed, 'GET', '/promotions')).statusCode).toBe(200);
  });

  it('makes and revokes preview links', async () => {
    const draft = (await api(ed, 'GET', '/promotions/GOO00028/draft')).json();
    expect((await api(ed, 'POST', '/promotions/GOO00028/preview-links', {})).statusCode).toBe(400);
    const link = await api(ed, 'POST', '/promotions/GOO00028/preview-links', { version: draft.base, flags: {}, hours: 1 });
    expect(link.statusCode).toBe(200);
    expect((await api(ed, 'DELETE', `/promotions/GOO00028/preview-links/${link.json().token}`)).statusCode).toBe(204);
    expect((await api(ed, 'DELETE', `/promotions/GOO00028/preview-links/${link.json().token}`)).statusCode).toBe(404);
  });

  it('answers the results and the versions that have been live', async () => {
    expect((await api(ed, 'GET', '/promotions/GOO00028/results?from=2026-01-01&to=2026-01-31&locale=en-GB')).statusCode).toBe(200);
    expect((await api(ed, 'GET', '/promotions/GOO00028/results?from=2026-02-01&to=2026-01-01')).statusCode).toBe(400);
    expect((await api(ed, 'GET', '/promotions/GOO00028/results/versions')).statusCode).toBe(200);
    expect((await api(ed, 'GET', '/promotions/XYZ00001/results/versions')).statusCode).toBe(404);
  });

  it('answered a success and an error for every operation, all within the contract', () => {
    const operations = Object.values(doc.paths as Record<string, Record<string, { operationId: string }>>).flatMap((item) => METHODS.filter((m) => item[m]).map((m) => item[m].operationId));
    expect(operations).toHaveLength(20);
    const missing = operations.filter((op) => {
      const statuses = [...(seen.get(op) ?? [])];
      return !statuses.some((s) => s < 300) || !statuses.some((s) => s >= 400);
    });
    expect(missing, 'operations without a success and an error answer').toEqual([]);
    expect([...new Set(contractViolations)]).toEqual([]);
  });
});

describe('the studio routes the server registers', () => {
  it('are exactly the contract and the studio pages: a route missing from either side fails', async () => {
    // The studio registers its routes on a server of its own here, which lists them as they come.
    const probe = Fastify();
    const registered: string[] = [];
    probe.addHook('onRoute', (route: RouteOptions) => {
      for (const method of [route.method].flat()) if (method !== 'HEAD') registered.push(`${method} ${route.url}`);
    });
    const config = loadConfig({ DATA_DIR: path.join(t.dir, 'probe'), DIST_DIR: path.join(t.dir, 'dist') }, REPO);
    await registerStudio(probe, { db: t.app.db, config, lives: [], now: () => new Date() });
    await probe.ready();
    await probe.close();
    expect(registered.filter((route) => route.startsWith('GET /studio') && !route.startsWith('GET /studio/api/')).sort()).toEqual(PAGES.filter((page) => page !== 'GET /studio/assets/*').sort());
    const calls = registered.filter((route) => !PAGES.includes(route));
    expect([...new Set(calls)].sort()).toEqual(contractRoutes().sort());
    // The real server answers each of them (a route of the contract it lacks would be a 404 here).
    for (const route of contractRoutes()) {
      const [method, url] = route.split(' ');
      expect(t.app.hasRoute({ method: method as 'GET', url }), route).toBe(true);
    }
  });

  it('are all described, wherever in server/ a route under /studio is registered', () => {
    const described = new Set([...contractRoutes(), ...PAGES].map((route) => route.split(' ')[1]));
    const undescribed: string[] = [];
    const walk = (dir: string): void => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (entry.name.endsWith('.ts')) {
          const text = fs.readFileSync(file, 'utf8');
          for (const match of text.matchAll(/\.(?:get|post|put|delete|patch|route)\(\s*\{?\s*(?:url:\s*)?['"`](\/studio[^'"`]*)['"`]/g))
            if (!described.has(match[1])) undescribed.push(`${path.relative(REPO, file)}: ${match[1]}`);
        }
      }
    };
    walk(path.join(REPO, 'server'));
    expect(undescribed).toEqual([]);
  });
});
