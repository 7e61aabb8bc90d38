/**
 * The studio's list of promotions (issue 52, server/studio/list): the claims of the last 7 days per row, a stored copy
 * searched by its brand and name in the states it is in, and the search, states, sort and pages as the list computes
 * them. The browser's side with 300 promotions: tests/e2e/studio-promotion-list.spec.ts.
 */
import { describe, expect, it } from 'vitest';
import { pageOfPromotions, statesOf, type ListedPromotion } from '../../server/studio/list/promotion-list';
import { studioForThisFile } from './studio-client';

const studio = studioForThisFile();
const api: typeof studio.api = (...args) => studio.api(...args);

const DAY = 86_400_000;
const claim = (i: number, promotionId: string, daysAgo: number) => {
  const at = new Date(Date.now() - daysAgo * DAY).toISOString();
  return { id: `list-${i}`, public_reference: `7${String(i).padStart(8, '0')}`, promotion_id: promotionId, promotion_window_id: null, visitor_id: null, email: `list${i}@example.com`, status: 'RECEIVED', status_message: null, purchase_date: '2026-01-01', payload: '{}', reward_detail: null, promotion_version: null, created_at: at, updated_at: at };
};

describe('the list on the server', () => {
  it('shows each promotion the claims it received in the last 7 days, of every locale', async () => {
    await studio.t.app.db
      .insertInto('claims')
      .values([claim(1, 'GOO00028-GB', 1), claim(2, 'GOO00028-GB', 6.9), claim(3, 'GOO00028-DE', 3), claim(4, 'GOO00028-GB', 8)])
      .execute();
    const answer = await api('GET', '/promotions?sort=claims&order=desc');
    expect(answer.statusCode).toBe(200);
    expect(answer.json().promotions[0]).toMatchObject({ code: 'GOO00028', claimsLastWeek: 3, served: true, states: expect.arrayContaining(['live']) });
  });

  it('finds a stored copy by its brand, name and address, as a draft waiting and not live', async () => {
    const draft = (await api('GET', '/promotions/GOO00028/draft')).json();
    const files = { ...draft.files, 'promotion.json': { ...draft.files['promotion.json'], brand: 'Pixelmaker' } };
    expect((await api('PUT', '/promotions/GOO00028/draft', { base: draft.base, files })).statusCode).toBe(200);
    expect((await api('POST', '/promotions/GOO00028/copy', { code: 'LST00001', basePath: '/listed' })).statusCode).toBe(200);

    const byBrand = (await api('GET', '/promotions?q=PIXELMAKER')).json();
    expect(byBrand).toMatchObject({ total: 1, promotions: [{ code: 'LST00001', brand: 'Pixelmaker', name: 'Pixel 2022 launch reward', basePath: '/listed', served: false, live_hash: null }] });
    expect(byBrand.promotions[0].states).toEqual(['draft-waiting']);
    // The served promotion is listed with what customers are served: its draft's brand is not its brand yet.
    expect((await api('GET', '/promotions?q=launch reward&sort=address')).json().promotions.map((row: ListedPromotion) => [row.code, row.brand])).toEqual([
      ['GOO00028', 'Google'],
      ['LST00001', 'Pixelmaker'],
    ]);
    expect((await api('GET', '/promotions?q=listed')).json().total).toBe(1);
    const drafts = (await api('GET', '/promotions?state=draft-waiting')).json();
    expect(drafts.promotions.map((row: ListedPromotion) => row.code)).toEqual(['GOO00028', 'LST00001']);
    expect(drafts.stateCounts).toMatchObject({ 'draft-waiting': 2, live: drafts.stateCounts.live });
  });
});

const NOW = new Date('2026-06-15T12:00:00Z');
const row = (code: string, over: Partial<ListedPromotion> = {}): ListedPromotion => {
  const base = { code, basePath: `/${code.toLowerCase()}`, brand: null, name: null, claimsFrom: null, claimsUntil: null, sites: [], served: true, live_hash: 'a', draft_hash: null, published_at: null, published_by: null, scheduledAt: null, claimsLastWeek: 0, ...over };
  return { ...base, states: statesOf(base, NOW) };
};

describe('the states, search, sort and pages', () => {
  it('names the states of a promotion from its pointers, schedule and claim window', () => {
    expect(row('AAA00001', { claimsFrom: '2026-06-01T00:00:00Z', claimsUntil: '2026-06-29T12:00:00Z' }).states).toEqual(['live', 'claims-open', 'ending-soon']);
    expect(row('AAA00002', { claimsFrom: '2026-06-01T00:00:00Z', claimsUntil: '2026-06-29T12:00:01Z' }).states).toEqual(['live', 'claims-open']);
    expect(row('AAA00003', { claimsFrom: '2026-01-01T00:00:00Z', claimsUntil: '2026-06-15T11:59:59Z', draft_hash: 'b' }).states).toEqual(['live', 'draft-waiting', 'closed']);
    expect(row('AAA00004', { claimsFrom: '2026-07-01T00:00:00Z', claimsUntil: '2026-09-01T00:00:00Z' }).states).toEqual(['live', 'scheduled']);
    expect(row('AAA00005', { served: false, live_hash: null, draft_hash: 'c', scheduledAt: '2026-06-20T09:00:00Z' }).states).toEqual(['draft-waiting', 'scheduled']);
    expect(row('AAA00006', { served: false, live_hash: null, draft_hash: 'c', claimsFrom: '2026-06-01T00:00:00Z', claimsUntil: '2026-06-20T00:00:00Z' }).states).toEqual(['draft-waiting']);
  });

  it('searches every word in code, address, brand, name and site paths; sorts with what has no value last; clamps the page', () => {
    const rows = [
      row('BBB00002', { brand: 'Nimbus', name: 'Winter deal', claimsLastWeek: 5, sites: [{ locale: 'de-DE', sitePath: '/de/winter' }] }),
      row('BBB00001', { brand: 'Aurora', name: 'Summer deal', claimsLastWeek: 9 }),
      row('BBB00003', { name: 'Spring', claimsLastWeek: 5 }),
    ];
    const query = { q: '', sort: 'code' as const, order: 'asc' as const, page: 1, pageSize: 2 };
    expect(pageOfPromotions(rows, { ...query, q: 'DEAL nimbus' }).promotions.map((r) => r.code)).toEqual(['BBB00002']);
    expect(pageOfPromotions(rows, { ...query, q: '/de/winter' }).total).toBe(1);
    expect(pageOfPromotions(rows, { ...query, sort: 'brand', pageSize: 5 }).promotions.map((r) => r.code)).toEqual(['BBB00001', 'BBB00002', 'BBB00003']);
    expect(pageOfPromotions(rows, { ...query, sort: 'brand', order: 'desc', pageSize: 5 }).promotions.map((r) => r.code)).toEqual(['BBB00002', 'BBB00001', 'BBB00003']);
    expect(pageOfPromotions(rows, { ...query, sort: 'claims', order: 'desc', pageSize: 5 }).promotions.map((r) => r.code)).toEqual(['BBB00001', 'BBB00002', 'BBB00003']);
    expect(pageOfPromotions(rows, { ...query, page: 9 })).toMatchObject({ page: 2, pages: 2, total: 3, promotions: [{ code: 'BBB00003' }] });
    expect(pageOfPromotions([], query)).toMatchObject({ page: 1, pages: 1, total: 0, promotions: [] });
  });
});
