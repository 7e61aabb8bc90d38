/**
 * A claim step posted without scripts (server/site/claim-form/): judged on the server, its draft kept sealed behind an
 * HttpOnly, SameSite=Lax session cookie, refused without the form's CSRF token, gone once expired.
 * Needs the built site (npm run build): the server renders the steps with dist/ssr.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './test-app';
import { createClaimDrafts } from '../../server/site/claim-form/claim-drafts';
import { keyringOf } from '../../server/privacy/claim-secrets';
import { built, createLaunchSiteApp, wording } from './launch-site-app';

const REPO = path.resolve(__dirname, '../..');
const STEP = '/2022launch/claim/get-started';
const form = { 'content-type': 'application/x-www-form-urlencoded' };

let t: TestApp;
beforeAll(async () => {
  t = await createLaunchSiteApp();
});
afterAll(async () => t?.close());

/** A step's page: its session cookie (new or the one sent) and its form's token. */
async function open(url: string, cookie?: string) {
  const page = await t.app.inject({
    method: 'GET',
    url,
    headers: cookie ? { cookie } : {},
  });
  const setCookie = String(page.headers['set-cookie'] ?? '');
  const token = /name="_csrf" value="([^"]+)"/.exec(page.body)?.[1];
  return { page, setCookie, cookie: cookie ?? setCookie.split(';')[0], token };
}
const drafts = async () => (await t.app.db.selectFrom('claim_form_drafts').selectAll().execute()) as Array<{ sealed: string; expires_at: string }>;
const post = (url: string, cookie: string | undefined, body: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...form, ...(cookie ? { cookie } : {}) },
    payload: body,
  });

describe.skipIf(!built)('a claim step posted without scripts', () => {
  it('gives the browser an HttpOnly, SameSite=Lax session cookie and the form its token', async () => {
    const { page, setCookie, token } = await open(STEP);
    expect(page.statusCode).toBe(200);
    expect(setCookie).toMatch(/^claim-form=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(page.body).toContain(`"claimForm":{"token":"${token}"}`);
  });

  it("refuses a post without its token, with another session's token, or without the cookie: 403, nothing kept", async () => {
    const mine = await open(STEP);
    const theirs = await open(STEP);
    for (const [cookie, body] of [
      [mine.cookie, 'checklist1=true'],
      [mine.cookie, `checklist1=true&_csrf=${theirs.token}`],
      [undefined, `checklist1=true&_csrf=${mine.token}`],
    ] as const) {
      const refused = await post(STEP, cookie, body);
      expect(refused.statusCode).toBe(403);
      expect(refused.body).toContain(wording[JSON.parse(fs.readFileSync(path.join(REPO, 'page-definitions/GOO00028/layout.json'), 'utf8')).text.processingError]);
    }
    expect(await drafts()).toEqual([]);
  });

  it('shows the step again with the error summary (focused) and the field message for a mistake, then goes on to the next step', async () => {
    const { cookie, token } = await open(STEP);
    const refused = await post(STEP, cookie, `_csrf=${token}`);
    expect(refused.statusCode).toBe(200);
    expect(refused.body).toMatch(/<div class="error-summary"[^>]*autofocus=""/);
    expect(refused.body).toContain(`<a href="#field-checklist1">${wording.errorsChecklistUnconfirmed}</a>`);
    expect(refused.body).toMatch(/<title>Error: /);

    const passed = await post(STEP, cookie, `_csrf=${token}&checklist1=true`);
    expect(passed.statusCode).toBe(303);
    expect(passed.headers.location).toBe('/2022launch/claim/claim-type');
    // The next step is painted with the server's draft, kept from every cache.
    const next = await t.app.inject({
      method: 'GET',
      url: passed.headers.location as string,
      headers: { cookie },
    });
    expect(next.statusCode).toBe(200);
    expect(next.headers['cache-control']).toBe('no-store');
    expect(next.body).toMatch(/"claimForm":\{"token":"[^"]+","draft":\{[^}]*"checklist1":true/);
    // Sealed at rest: the row holds no answer in the clear.
    const rows = await drafts();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.sealed).toMatch(/^enc:v1:/);
      expect(row.sealed).not.toContain('checklist1');
    }
  });

  it('a later step the draft has not opened sends the visitor back to the step they may be on', async () => {
    const { cookie, token } = await open(STEP);
    const jumped = await post('/2022launch/claim/summary', cookie, `_csrf=${token}`);
    expect(jumped.statusCode).toBe(303);
    expect(jumped.headers.location).toBe(STEP);
  });
});

describe("the server's claim drafts", () => {
  it('expire after the idle time, and never outlive the claim window', async () => {
    let now = new Date('2026-06-01T12:00:00Z');
    const store = createClaimDrafts(t.app.db, keyringOf(t.app.db), {
      idleMs: 60_000,
      now: () => now,
    });
    const promotion = (await t.app.db.selectFrom('promotions').select(['id', 'claim_end']).executeTakeFirstOrThrow()) as { id: string; claim_end: string };
    await store.write('session-a', 'draft:key', { values: { email: 'ada@example.com' }, session: {} }, promotion.id);
    expect(await store.read('session-a', 'draft:key')).toEqual({
      values: { email: 'ada@example.com' },
      session: {},
    });
    expect(await store.read('session-b', 'draft:key')).toBeUndefined();
    now = new Date(now.getTime() + 61_000);
    expect(await store.read('session-a', 'draft:key')).toBeUndefined();
    // The next write clears what has expired.
    await store.write('session-c', 'draft:key', { values: {}, session: {} }, promotion.id);
    expect((await drafts()).some((row) => row.expires_at < now.toISOString())).toBe(false);

    // A claim window closing before the idle time is up ends the draft with it.
    const longIdle = createClaimDrafts(t.app.db, keyringOf(t.app.db), {
      idleMs: 10 * 365 * 86_400_000,
      now: () => now,
    });
    await longIdle.write('session-d', 'draft:key', { values: {}, session: {} }, promotion.id);
    const rows = await drafts();
    expect(rows.map((row) => row.expires_at)).toContain(new Date(promotion.claim_end).toISOString());
  });
});
