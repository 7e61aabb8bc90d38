/**
 * The studio's results (server/studio/results/promotion-results.ts): the funnel and refused fields from the counted site
 * events of a version and locale, claims per day, by status and reward method from the claims; only for a session.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStudioUser } from '../../server/studio/auth/studio-auth';
import { pointersOf } from '../../server/versions/version-store';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let cookie: string;
let live: string;
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp({ USAGE_FLUSH_MS: '1' }, { liveVersions: true, studio: true });
  await addStudioUser(t.app.db, 'ed@example.com', 'a long enough password', 'editor');
  const answer = await t.app.inject({ method: 'POST', url: '/studio/api/session', payload: { email: 'ed@example.com', password: 'a long enough password' } });
  cookie = String(answer.headers['set-cookie']).split(';')[0];
  live = (await pointersOf(t.app.db, 'GOO00028')).live_hash as string;
}, 60_000);
afterAll(() => t.close());

const count = (locale: string, events: unknown[], version = live) =>
  t.app.inject({ method: 'POST', url: '/api/2022launch/usage-events', payload: { locale, version, events } });
const results = (query: string) => t.app.inject({ method: 'GET', url: `/studio/api/promotions/GOO00028/results?${query}`, headers: { cookie } });

describe('promotion results', () => {
  it('needs a studio session', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/studio/api/promotions/GOO00028/results?from=${today}&to=${today}` })).statusCode).toBe(401);
  });

  it('refuses a range it cannot read (400) and an unknown promotion (404)', async () => {
    expect((await results('from=yesterday&to=today')).statusCode).toBe(400);
    expect((await results(`from=${today}&to=2000-01-01`)).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/studio/api/promotions/NOPE/results?from=${today}&to=${today}`, headers: { cookie } })).statusCode).toBe(404);
  });

  it('gives the funnel of a locale and version, the refused fields and the claims of that locale', async () => {
    const walk = [
      { event: 'shown', screen: 'home' },
      { event: 'shown', screen: 'get-started' },
      { event: 'continued', screen: 'get-started' },
      { event: 'shown', screen: 'purchase-details' },
      { event: 'refused', screen: 'purchase-details', fields: ['items.productImei'] },
      { event: 'refused', screen: 'purchase-details', fields: ['items.productImei', 'invoiceDate'] },
    ];
    expect((await count('en-GB', walk)).statusCode).toBe(204);
    expect((await count('en-GB', [{ event: 'shown', screen: 'get-started' }])).statusCode).toBe(204);
    expect((await count('de-DE', walk)).statusCode).toBe(204);
    await t.app.db
      .insertInto('claims')
      .values(['GOO00028-GB', 'GOO00028-GB', 'GOO00028-DE'].map((promotion_id, i) => ({
        id: `c${i}`, public_reference: `100-000-00${i}`, promotion_id, promotion_window_id: null, visitor_id: null, email: 'ada@example.com', status: i ? 'APPROVED' : 'RECEIVED',
        status_message: null, purchase_date: '2022-11-01', payload: JSON.stringify({ reward_method: { method: i ? 'gift' : 'bank_transfer' } }), reward_detail: null,
        promotion_version: live, created_at: new Date().toISOString(), updated_at: new Date().toISOString(),
      })))
      .execute();
    await new Promise((resolve) => setTimeout(resolve, 50));

    const answer = await results(`from=${today}&to=${today}&locale=en-GB&version=${live}`);
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    // In the flow's order, every step of the version, reached or not.
    expect(body.steps[0]).toEqual({ step: 'get-started', reached: 2, continued: 1, skipped: 0, stopped: 1, refused: 0 });
    expect(body.steps.find((step: { step: string }) => step.step === 'purchase-details')).toEqual({ step: 'purchase-details', reached: 1, continued: 0, skipped: 0, stopped: 1, refused: 2 });
    expect(body.steps.map((step: { step: string }) => step.step)).toContain('summary');
    expect(body.pages).toEqual([{ page: 'home', shown: 1 }]);
    expect(body.fieldErrors).toEqual([
      { step: 'purchase-details', field: 'items.productImei', refusals: 2 },
      { step: 'purchase-details', field: 'invoiceDate', refusals: 1 },
    ]);
    expect(body).toMatchObject({ submitted: 0, claims: 2, claimsPerDay: [{ day: today, claims: 2 }] });
    expect(body.claimsByStatus).toEqual([{ status: 'APPROVED', claims: 1 }, { status: 'RECEIVED', claims: 1 }]);
    expect(body.rewardMethods).toEqual([{ method: 'bank_transfer', claims: 1 }, { method: 'gift', claims: 1 }]);

    const other = (await results(`from=${today}&to=${today}&version=0123456789abcdef`)).json();
    expect(other.steps.every((step: { reached: number }) => step.reached === 0)).toBe(true);
    expect(other.claims).toBe(0);
  });
});
