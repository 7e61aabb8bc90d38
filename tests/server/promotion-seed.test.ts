/**
 * The GOO00028 seed and configuration: a promotion per locale (en-US and en-IE too), the DE promotion window
 * offering the extended products, products with TACs, resellers, trade-ins, reward-method groups (the watch
 * with its own gifts), the claim window, and an operator-changeable date-window status.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCTS, RESELLERS, TRADE_INS, WATCH_PRODUCT_ID } from '../support/catalogue';
import { readServedPromotion } from '../../server/packages/promotion-package';
import { OPERATOR_COMMANDS } from '../../server/operator/commands';
import { claimBody } from './claim-fixtures';
import { multipart, PNG } from './multipart';
import { createTestApp, type TestApp } from './test-app';

const WINDOW = 'GOO00028-DE-WINDOW';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DEFINITIONS_DIR: 'page-definitions/GOO00028', CLAIM_RATE_LIMIT_PER_MINUTE: '0', UPLOAD_RATE_LIMIT_PER_MINUTE: '0' });
});
afterAll(() => t.close());

const get = async (id: string, what: string) => (await t.call('GET', `/promotion/${id}/${what}`)).body.data;

describe('promotion ids', () => {
  it('reads every locale of promotion.json, including en-US, en-IE and the DE window with its extended products', () => {
    const byLocale = Object.fromEntries(readServedPromotion('page-definitions/GOO00028').locales.map((l) => [l.locale, l]));
    expect(Object.keys(byLocale).sort()).toEqual(['de-DE', 'en-GB', 'en-IE', 'en-US', 'fr-FR']);
    expect(byLocale['de-DE']).toMatchObject({ windowPromotion: { promotionId: WINDOW, products: ['pixel-7-pro-512-snow', 'pixel-watch-41-matte-black'] } });
  });

  it('seeds a promotion per locale id and the window id, each OPEN with an open claim window', async () => {
    const rows = await t.app.db.selectFrom('promotions').select(['id', 'locale', 'date_window_status', 'claim_window_open']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: 'GOO00028-DE', locale: 'de-DE', date_window_status: 'OPEN', claim_window_open: 1 },
      { id: WINDOW, locale: 'de-DE', date_window_status: 'OPEN', claim_window_open: 1 },
      { id: 'GOO00028-FR', locale: 'fr-FR', date_window_status: 'OPEN', claim_window_open: 1 },
      { id: 'GOO00028-GB', locale: 'en-GB', date_window_status: 'OPEN', claim_window_open: 1 },
      { id: 'GOO00028-IE', locale: 'en-IE', date_window_status: 'OPEN', claim_window_open: 1 },
      { id: 'GOO00028-US', locale: 'en-US', date_window_status: 'OPEN', claim_window_open: 1 },
    ]);
  });
});

describe('catalogue', () => {
  it('offers every product, reseller and trade-in per locale, and only the extended products under the window id', async () => {
    for (const id of ['GOO00028-GB', 'GOO00028-DE', 'GOO00028-US', 'GOO00028-IE']) {
      expect((await get(id, 'qualifying-products')).products.map((p: any) => p.id)).toEqual(PRODUCTS.map((p) => p.id));
      expect((await get(id, 'qualifying-resellers')).resellers).toEqual(RESELLERS);
      expect((await get(id, 'qualifying-trade-ins')).trade_ins).toEqual(TRADE_INS);
    }
    expect((await get(WINDOW, 'qualifying-products')).products.map((p: any) => p.id)).toEqual(['pixel-7-pro-512-snow', 'pixel-watch-41-matte-black']);
  });

  it('knows each product by the TACs of its IMEIs', async () => {
    const tacs = await t.app.db.selectFrom('product_tacs').selectAll().execute();
    for (const p of PRODUCTS) expect(tacs.filter((r) => r.product_id === p.id).map((r) => r.tac)).toEqual(p.tacs);
  });

  it('groups gifts by reward method; the watch gets its own gifts (the site titles them differently)', async () => {
    const rewards = async (productId: string) => (await t.call('POST', '/promotion/GOO00028-GB/reward-methods', { promotion_id: 'GOO00028-GB', product_id: productId })).body.data.rewards;
    const phone = await rewards('pixel-7-128-obsidian');
    const watch = await rewards(WATCH_PRODUCT_ID);
    expect(phone.map((g: any) => g.method)).toEqual(['gift', 'paypal', 'bank_transfer']);
    expect(phone[0].gifts.map((g: any) => g.gift_reference)).toEqual(['GIFT-PIXEL-BUDS-PRO-CHARCOAL', 'GIFT-PIXEL-BUDS-PRO-FOG', 'GIFT-PIXEL-BUDS-PRO-CORAL', 'GIFT-PIXEL-BUDS-PRO-LEMONGRASS']);
    expect(watch[0].gifts).toEqual([
      { gift_reference: 'GIFT-WATCH-BAND-ACTIVE-CHARCOAL', alias: 'rewardGiftWatchBandActiveCharcoal' },
      { gift_reference: 'GIFT-WATCH-BAND-WOVEN-FOG', alias: 'rewardGiftWatchBandWovenFog' },
    ]);
  });
});

describe('windows', () => {
  it('lets the operator change the date-window status the site reads', async () => {
    for (const status of ['EARLY', 'LATE', 'CLOSED', 'OPEN']) {
      await OPERATOR_COMMANDS['date-window'].run(t.app.db, ['GOO00028-IE', status], new Date());
      expect(await get('GOO00028-IE', 'date-window-status')).toEqual({ status });
    }
  });

  it('accepts the DE window id on a claim for an extended product only', async () => {
    const proof = async () => (await t.app.inject({ method: 'POST', url: '/api/2022launch/file-upload', ...multipart({}, [{ field: 'file', filename: 'p.png', content: PNG }]) })).json().data.id;
    const de = (productId: string, windowId: string | null) => ({ ...claimBody([], { promotionId: 'GOO00028-DE', promotionWindowId: windowId, productId }), contact: { ...claimBody([]).contact, country: 'DE', locale: 'de-DE', mobile_phone: '+4915123456789' } });
    const extended = de('pixel-7-pro-512-snow', WINDOW);
    extended.purchase.storage_ids = [await proof()];
    const ok = await t.call('POST', '/claim', extended);
    expect(ok.status).toBe(200);
    expect((await t.app.db.selectFrom('claims').select('promotion_window_id').where('id', '=', ok.body.data.id).executeTakeFirstOrThrow()).promotion_window_id).toBe(WINDOW);

    const notExtended = de('pixel-7-128-obsidian', WINDOW);
    notExtended.purchase.storage_ids = [await proof()];
    expect(await t.call('POST', '/claim', notExtended)).toMatchObject({ status: 422, body: { errors: [{ code: 1 }] } });
    const otherLocale = { ...claimBody([await proof()], { promotionWindowId: WINDOW, productId: 'pixel-7-pro-512-snow' }) };
    expect(await t.call('POST', '/claim', otherLocale)).toMatchObject({ status: 422, body: { errors: [{ code: 1 }] } });
  });
});
