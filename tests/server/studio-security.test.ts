/**
 * The studio as an attacker meets it: redirects only to this site, JSON depth bounded (400 naming where, never 500),
 * the session cookie Secure whenever the request came over HTTPS (directly or through a trusted proxy).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localPathOf } from '../../server/http/local-path';
import { tooDeepPointer } from '../../server/http/json-depth';
import { addStudioUser } from '../../server/studio/auth/studio-auth';
import { signIn, STUDIO_PASSWORD, studioApi } from './studio-client';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  // The test's requests come from loopback: a trusted proxy here, so X-Forwarded-Proto is believed.
  t = await createTestApp({ TRUST_PROXY: 'loopback' }, { liveVersions: true, studio: true });
  await addStudioUser(t.app.db, 'ed@example.com', STUDIO_PASSWORD, 'editor');
}, 60_000);
afterAll(() => t.close());

const OUTSIDE = ['//134744072', '//0x8080808', '//localhost', '//evil.example/x', '/\\evil.example', '\\\\evil.example', '/%2F%2Fevil.example', '%2F%2Fevil.example', '/%5Cevil.example', 'javascript:alert(1)', 'https://evil.example/', 'http:evil.example', '/2022launch//evil.example', ' //evil.example', '/\tevil', '//[::1]/'];

describe('preview exit redirects only to a path of this site', () => {
  for (const to of OUTSIDE)
    it(`sends ${JSON.stringify(to)} home instead`, async () => {
      const answer = await t.app.inject({ method: 'GET', url: `/studio/preview/exit?to=${encodeURIComponent(to)}` });
      expect(answer.statusCode).toBe(302);
      expect(answer.headers.location).toBe('/');
      expect(localPathOf(to)).toBeUndefined();
    });

  it('keeps a path of the site', async () => {
    const answer = await t.app.inject({ method: 'GET', url: `/studio/preview/exit?to=${encodeURIComponent('/de/2022launch/claim/get-started')}` });
    expect(answer.headers.location).toBe('/de/2022launch/claim/get-started');
  });

  it('opens a preview link only at a site path of its promotion', async () => {
    const ed = await signIn(t, 'ed@example.com');
    const draft = (await studioApi(t, ed, 'GET', '/promotions/GOO00028/draft')).json();
    const link = (await studioApi(t, ed, 'POST', '/promotions/GOO00028/preview-links', { version: draft.base })).json();
    for (const to of ['//evil.example', '/2022launch//evil.example', '/elsewhere'])
      expect((await t.app.inject({ method: 'GET', url: `${link.url}?to=${encodeURIComponent(to)}` })).headers.location).toBe('/2022launch');
  });
});

describe('deep JSON', () => {
  const nested = (depth: number) => {
    let value: unknown = 'x';
    for (let i = 0; i < depth; i++) value = { a: value };
    return value;
  };

  it('finds the pointer of the first value too deep, without recursion', () => {
    expect(tooDeepPointer(nested(10))).toBeUndefined();
    expect(tooDeepPointer({ files: { 'steps/x.json': nested(200) } }, 64)).toBe(`/files/steps~1x.json${'/a'.repeat(62)}`);
    expect(tooDeepPointer(nested(200_000))).toBe('/a'.repeat(64));
  });

  // As text: JSON.stringify itself overflows on such a value.
  const nestedText = (depth: number) => `${'{"a":'.repeat(depth)}"x"${'}'.repeat(depth)}`;

  it('answers a draft nested 5,000 deep with 400 naming the pointer, and nothing is stored', async () => {
    const ed = await signIn(t, 'ed@example.com');
    const draft = (await studioApi(t, ed, 'GET', '/promotions/GOO00028/draft')).json();
    const body = JSON.stringify({ base: draft.base, files: { ...draft.files, 'steps/deep.json': '@DEEP@' } }).replace('"@DEEP@"', nestedText(5000));
    const answer = await t.app.inject({ method: 'PUT', url: '/studio/api/promotions/GOO00028/draft', payload: body, headers: { 'content-type': 'application/json', cookie: ed.cookie, 'x-csrf-token': ed.csrf } });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ error: 'too-deep', pointer: expect.stringMatching(/^\/files\/steps~1deep\.json\/a\//) });
    expect((await studioApi(t, ed, 'GET', '/promotions/GOO00028/draft')).json().base).toBe(draft.base);
  });

  it('bounds every JSON the studio takes, the sign-in too', async () => {
    const answer = await t.app.inject({ method: 'POST', url: '/studio/api/session', payload: `{"email":${nestedText(5000)}}`, headers: { 'content-type': 'application/json' } });
    expect(answer.statusCode).toBe(400);
  });
});

describe('the session cookie', () => {
  it('is Secure when the request came over HTTPS through a trusted proxy, not over plain HTTP', async () => {
    const proxied = await signIn(t, 'ed@example.com', STUDIO_PASSWORD, { 'x-forwarded-proto': 'https' });
    expect(proxied.setCookie).toMatch(/;\s*Secure/);
    const plain = await signIn(t, 'ed@example.com');
    expect(plain.setCookie).not.toMatch(/Secure/);
  });
});
