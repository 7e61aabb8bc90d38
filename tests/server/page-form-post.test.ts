/**
 * The site's pages posted without scripts (issue 54): the cookie notice's choice kept in its cookie (only when posted
 * from the site), the tracker's form judged on the server (its CSRF token, the same messages as the scripts show, the
 * claim it found kept sealed in the visitor's server session, *My claim* painted with it), and a my-claim action's
 * multipart form (the documents checked by their content by the API, its success message shown once).
 * Needs the built site (npm run build): the server renders the pages with dist/ssr.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './test-app';
import { claimBody } from './claim-fixtures';
import { multipart, PNG } from './multipart';
import { built, createLaunchSiteApp, wording } from './launch-site-app';

const REPO = path.resolve(__dirname, '../..');
const processingError = wording[JSON.parse(fs.readFileSync(path.join(REPO, 'page-definitions/GOO00028/layout.json'), 'utf8')).text.processingError];
const SITE = '/2022launch';
const sameSite = { 'sec-fetch-site': 'same-origin' };

let t: TestApp;
let claim: { reference: string; email: string };
beforeAll(async () => {
  t = await createLaunchSiteApp();
  const upload = await t.app.inject({ method: 'POST', url: '/api/2022launch/file-upload', ...multipart({}, [{ field: 'file', filename: 'receipt.png', content: PNG, type: 'image/png' }]) });
  const email = `page-forms-${Date.now()}@example.com`;
  const sent = await t.app.inject({ method: 'POST', url: '/api/2022launch/claim', payload: claimBody([upload.json().data.id], { email }) });
  expect(sent.statusCode).toBe(200);
  claim = { reference: sent.json().data.public_reference, email };
});
afterAll(async () => t?.close());

/** A page: its session cookie (new, or the one sent) and its forms' token. */
async function open(url: string, cookie?: string) {
  const page = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const setCookie = String(page.headers['set-cookie'] ?? '');
  const token = /name="_csrf" value="([^"]+)"/.exec(page.body)?.[1];
  return { page, cookie: cookie ?? setCookie.split(';')[0], token };
}
/** The status the page carries for its scripts (`<script id="site-status">`). */
const siteStatus = (html: string) => JSON.parse(/<script type="application\/json" id="site-status">([^<]*)<\/script>/.exec(html)?.[1] ?? 'null');
const post = (url: string, cookie: string | undefined, fields: Record<string, string>, files: Parameters<typeof multipart>[1] = []) => {
  const body = multipart(fields, files);
  return t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...(cookie ? { cookie } : {}) } });
};
const trackerFields = (token: string | undefined, reference: string, email: string) => {
  const [a = '', b = '', c = ''] = reference.split('-');
  return { _form: 'tracker', _csrf: token ?? '', 'claimReference[1]': a, 'claimReference[2]': b, 'claimReference[3]': c, email };
};
/** The visitor's session with the claim tracked (the tracker's form posted), on the my-claim page. */
async function tracked() {
  const { cookie, token } = await open(`${SITE}/track-claim`);
  const found = await post(`${SITE}/track-claim`, cookie, trackerFields(token, claim.reference, claim.email));
  expect(found.statusCode).toBe(303);
  return { cookie, token };
}

describe.skipIf(!built)('the cookie notice without scripts', () => {
  it('keeps the choice and its date (14 days) in the notice cookie and sends the visitor back; the next page comes without the notice', async () => {
    for (const choice of ['all', 'minimal']) {
      const chosen = await t.app.inject({ method: 'POST', url: `${SITE}/how-it-works`, headers: { 'content-type': 'application/x-www-form-urlencoded', ...sameSite }, payload: `cookieChoice=${choice}` });
      expect(chosen.statusCode).toBe(303);
      expect(chosen.headers.location).toBe(`${SITE}/how-it-works`);
      const setCookie = String(chosen.headers['set-cookie']);
      // The date as is, then which choice: the browser's scripts adopt it (src/engine/cookieConsent.ts).
      const [, date] = new RegExp(`^cookieNoticeHiddenUntil=(\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\.\\d{3}Z)_${choice}; Max-Age=1209600; Path=/; SameSite=Lax$`).exec(setCookie) ?? [];
      expect(date, setCookie).toBeDefined();
      expect(Date.parse(date!) - Date.now()).toBeGreaterThan(14 * 86_400_000 - 60_000);
      const before = await t.app.inject({ method: 'GET', url: `${SITE}/how-it-works` });
      expect(before.body).toContain('class="cookie-banner"');
      const after = await t.app.inject({ method: 'GET', url: `${SITE}/how-it-works`, headers: { cookie: setCookie.split(';')[0] } });
      expect(after.body).not.toContain('class="cookie-banner"');
      expect(after.body).toContain('"cookieNotice":"hidden"');
    }
  });

  it('still reads the bare date older code wrote (URL-encoded), and shows the notice once a date has passed', async () => {
    const ahead = encodeURIComponent(new Date(Date.now() + 86_400_000).toISOString());
    const older = await t.app.inject({ method: 'GET', url: `${SITE}/how-it-works`, headers: { cookie: `cookieNoticeHiddenUntil=${ahead}` } });
    expect(older.body).not.toContain('class="cookie-banner"');
    const passed = await t.app.inject({ method: 'GET', url: `${SITE}/how-it-works`, headers: { cookie: `cookieNoticeHiddenUntil=${new Date(Date.now() - 1000).toISOString()}_all` } });
    expect(passed.body).toContain('class="cookie-banner"');
  });

  it('changes nothing for a choice posted from another site', async () => {
    for (const headers of [{ 'sec-fetch-site': 'cross-site' }, { origin: 'https://elsewhere.example' }, {}]) {
      const forged = await t.app.inject({ method: 'POST', url: `${SITE}/`, headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, payload: 'cookieChoice=all' });
      expect(forged.statusCode).toBe(303);
      expect(forged.headers['set-cookie']).toBeUndefined();
    }
  });
});

describe.skipIf(!built)('Track your claim without scripts', () => {
  it("refuses a post without its session's token: 403, the processing message", async () => {
    const mine = await open(`${SITE}/track-claim`);
    const theirs = await open(`${SITE}/track-claim`);
    expect(mine.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    for (const [cookie, token] of [[mine.cookie, undefined], [mine.cookie, theirs.token], [undefined, mine.token]] as const) {
      const refused = await post(`${SITE}/track-claim`, cookie, trackerFields(token, claim.reference, claim.email));
      expect(refused.statusCode).toBe(403);
      expect(refused.body).toContain(processingError);
    }
  });

  it('answers mistakes with the page again (status 200, the error summary focused, what was typed kept), as the scripts would', async () => {
    const { cookie, token } = await open(`${SITE}/track-claim`);
    const empty = await post(`${SITE}/track-claim`, cookie, trackerFields(token, '', ''));
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toMatch(/<div class="error-summary"[^>]*autofocus=""/);
    expect(empty.body).toContain(`<a href="#field-email">${wording.errorsInvalidEmail}</a>`);
    expect(empty.body).toContain(`<a href="#field-claimReference">${wording.errorsClaimReferenceEmpty}</a>`);
    expect(empty.body).toMatch(/<title>Error: /);
    expect(empty.headers['cache-control']).toBe('no-store');

    const unknown = await post(`${SITE}/track-claim`, cookie, trackerFields(token, '111-222-333', claim.email));
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toContain(wording.errorsNoClaimFound);
    expect(unknown.body).toContain('value="222"');
    expect(unknown.body).toContain(`value="${claim.email}"`);
  });

  it('finds the claim: my-claim shows it from the server session (sealed, never in a cookie), until Switch claim forgets it', async () => {
    const { cookie, token } = await open(`${SITE}/track-claim`);
    const found = await post(`${SITE}/track-claim`, cookie, trackerFields(token, claim.reference, claim.email));
    expect(found.statusCode).toBe(303);
    expect(found.headers.location).toBe(`${SITE}/my-claim`);
    expect(found.headers['set-cookie']).toBeUndefined();
    const sealed = (await t.app.db.selectFrom('claim_form_drafts').select('sealed').execute()).map((row) => row.sealed).join();
    expect(sealed).not.toContain(claim.email);

    const mine = await open(`${SITE}/my-claim`, cookie);
    expect(mine.page.statusCode).toBe(200);
    expect(mine.page.headers['cache-control']).toBe('no-store');
    expect(mine.page.body).toContain(`Claim ${claim.reference}`);
    // Another visitor's page shows nobody's claim.
    expect((await open(`${SITE}/my-claim`)).page.body).not.toContain(claim.reference);
    // The page hands the claim tracked to the browser's scripts, should they run (its status, for session storage).
    expect(siteStatus(mine.page.body).claimForm.session).toEqual({ 'tracked-claim': { email: claim.email, reference: claim.reference } });
    const tracker = await open(`${SITE}/track-claim`, cookie);
    expect(siteStatus(tracker.page.body).claimForm.session).toEqual({ 'tracked-claim': { email: claim.email, reference: claim.reference } });
    expect(tracker.page.headers['cache-control']).toBe('no-store');
    expect(siteStatus((await open(`${SITE}/track-claim`)).page.body).claimForm.session).toBeUndefined();

    const switched = await post(`${SITE}/my-claim`, cookie, { _form: 'switch-claim', _csrf: token! });
    expect(switched.statusCode).toBe(303);
    expect(switched.headers.location).toBe(`${SITE}/track-claim`);
    const forgotten = await open(`${SITE}/my-claim`, cookie);
    expect(forgotten.page.body).not.toContain(claim.reference);
    expect(siteStatus(forgotten.page.body).claimForm?.session).toBeUndefined();
  });

  it("forgets what the browser's scripts took over (the mirror header, as JSON), so a Switch claim they make is not undone", async () => {
    const { cookie } = await tracked();
    const forget = (headers: Record<string, string>, payload: string) => t.app.inject({ method: 'POST', url: `${SITE}/my-claim`, payload, headers: { cookie, ...headers } });
    // Not the scripts' message: refused, nothing forgotten.
    expect((await forget({ 'content-type': 'application/json', 'x-claim-draft-mirror': '1' }, JSON.stringify({ session: {} }))).statusCode).toBe(400);
    expect((await open(`${SITE}/my-claim`, cookie)).page.body).toContain(claim.reference);
    const taken = await forget({ 'content-type': 'application/json', 'x-claim-draft-mirror': '1' }, JSON.stringify({ session: null }));
    expect(taken.statusCode).toBe(204);
    expect(taken.headers['cache-control']).toBe('no-store');
    const after = await open(`${SITE}/my-claim`, cookie);
    expect(after.page.body).not.toContain(claim.reference);
    expect(siteStatus(after.page.body).claimForm?.session).toBeUndefined();
  });
});

describe.skipIf(!built)('a my-claim action without scripts', () => {
  it('sends documents as multipart, checked by their content; its success message shows once', async () => {
    await t.app.db.updateTable('claims').set({ status: 'AWAITING_INFORMATION' }).where('public_reference', '=', claim.reference).execute();
    const { cookie, token } = await tracked();
    const fields = { _form: 'missing-information', _csrf: token!, supportingInformation: 'The IMEI is on the box.' };
    const notImage = await post(`${SITE}/my-claim`, cookie, fields, [{ field: 'documents', filename: 'invoice.png', content: Buffer.from('plain text'), type: 'image/png' }]);
    expect(notImage.statusCode).toBe(200);
    expect(notImage.body).toContain(wording.errorsFileTypeInvalid);
    expect(notImage.body).toContain('>The IMEI is on the box.</textarea>');

    const sent = await post(`${SITE}/my-claim`, cookie, fields, [{ field: 'documents', filename: 'invoice.png', content: PNG, type: 'image/png' }]);
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe(`${SITE}/my-claim`);
    const row = await t.app.db.selectFrom('claims').select('status').where('public_reference', '=', claim.reference).executeTakeFirstOrThrow();
    expect(row.status).toBe('PENDING_INFORMATION');
    const notice = `<p class="success-notice__body">${wording.myClaimInformationSubmitSuccess}</p>`;
    expect((await open(`${SITE}/my-claim`, cookie)).page.body).toContain(notice);
    expect((await open(`${SITE}/my-claim`, cookie)).page.body).not.toContain('class="success-notice');
  });
});
