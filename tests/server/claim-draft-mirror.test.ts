/**
 * The draft scripts mirror to the server at each Continue (src/engine/flow/mirrorDraft.ts → claim-forms.ts mirror):
 * kept only when sent with the mirror header as JSON (a form from another site can send neither), painted on the
 * step the browser opens next (its scripts may fail there), gone once the claim is sent (null). And a step opened
 * with ?scripts=off is its server form alone: no script asked for. Needs the built site (npm run build).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './test-app';
import { built, createLaunchSiteApp } from './launch-site-app';
import { MIRROR_HEADER } from '../../core/engine/flow/draftMirror';

const STEP = '/2022launch/claim/purchase-details';

let t: TestApp;
beforeAll(async () => {
  t = await createLaunchSiteApp();
});
afterAll(async () => t?.close());

const mirror = (values: unknown, headers: Record<string, string> = { 'content-type': 'application/json', [MIRROR_HEADER]: '1' }, cookie?: string) =>
  t.app.inject({ method: 'POST', url: '/2022launch/claim/claim-type', headers: { ...headers, ...(cookie ? { cookie } : {}) }, payload: typeof values === 'string' ? values : JSON.stringify({ values }) });
const draftRows = async () => (await t.app.db.selectFrom('claim_form_drafts').select('id').execute()).length;
const opened = { checklist1: true, claimType: 'PERSONAL', unlockedSteps: 2, reference: 'INV-MIRROR-1' };

describe.skipIf(!built)("the draft scripts mirror to the server", () => {
  it('is kept behind a new session cookie and paints the step opened next, even where the browser says it holds a draft', async () => {
    const kept = await mirror(opened);
    expect(kept.statusCode).toBe(204);
    const cookie = String(kept.headers['set-cookie']).split(';')[0];
    expect(cookie).toMatch(/^claim-form=/);
    const page = await t.app.inject({ method: 'GET', url: STEP, headers: { cookie: `${cookie}; draft.draft.GOO00028-GB.claim.en-GB=1` } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/"claimForm":\{"token":"[^"]+","draft":\{[^}]*"reference":"INV-MIRROR-1"/);
    expect(page.body).toContain('value="INV-MIRROR-1"');

    // Sent: the server's draft goes.
    const rows = await draftRows();
    expect((await mirror(null, undefined, cookie)).statusCode).toBe(204);
    expect(await draftRows()).toBe(rows - 1);
  });

  it('keeps nothing without the mirror header (as a form from anywhere posts) or without JSON', async () => {
    const rows = await draftRows();
    const asForm = await mirror('values=x', { 'content-type': 'application/x-www-form-urlencoded' });
    // A post without the header is a form's: judged as one, and refused without its token.
    expect(asForm.statusCode).toBe(403);
    const notJson = await t.app.inject({ method: 'POST', url: '/2022launch/claim/claim-type', headers: { 'content-type': 'text/plain', [MIRROR_HEADER]: '1' }, payload: 'x' });
    expect(notJson.statusCode).not.toBe(204);
    expect((await mirror([1, 2])).statusCode).toBe(400);
    expect(await draftRows()).toBe(rows);
  });

  it('a step opened with ?scripts=off is its server form alone: no script of the site asked for', async () => {
    const kept = await mirror(opened);
    const cookie = String(kept.headers['set-cookie']).split(';')[0];
    const withScripts = await t.app.inject({ method: 'GET', url: STEP, headers: { cookie } });
    const without = await t.app.inject({ method: 'GET', url: `${STEP}?scripts=off`, headers: { cookie } });
    expect(withScripts.body).toMatch(/<script[^>]+src=|modulepreload/);
    expect(without.statusCode).toBe(200);
    expect(without.body).toMatch(/<form[^>]*method="post"/);
    expect(without.body).not.toMatch(/<script[^>]+src=|modulepreload|<script type="module"/);
  });
});
