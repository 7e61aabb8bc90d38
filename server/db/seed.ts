import type { Db } from './open-database';
import type { LocaleSettings } from '../promotion-config';
import { CLAIM_WINDOW, PRODUCTS, PROMOTION_CODE, PURCHASE_WINDOW, RESELLERS, REWARD_METHODS, TRADE_INS } from './seed-data';

/**
 * Inserts the GOO00028 catalogue for every promotion id of every locale, and for a locale's promotion-window
 * id a promotion offering only the locale's extended products.
 * Idempotent: existing rows are left alone, so operator changes survive restarts and new ids get seeded;
 * concurrent seeds (instances starting together) insert every row once.
 */
export async function seed(db: Db, locales: LocaleSettings[]): Promise<void> {
  const allProductIds = PRODUCTS.map((p) => p.id);
  const promotionIds = new Map<string, { locale: string; productIds: string[] }>();
  for (const l of locales) {
    promotionIds.set(l.promotionId, { locale: l.locale, productIds: allProductIds });
    if (l.promotionWindowId) {
      const extended = (l.extendedProducts ?? []).filter((id) => allProductIds.includes(id));
      promotionIds.set(l.promotionWindowId, { locale: l.locale, productIds: extended });
    }
  }

  await db.transaction().execute(async (trx) => {
    for (const p of PRODUCTS) {
      await trx.insertInto('products').values({ id: p.id, name: p.name, kind: p.kind, sort_order: PRODUCTS.indexOf(p) })
        .onConflict((oc) => oc.doNothing()).execute();
      for (const tac of p.tacs) {
        await trx.insertInto('product_tacs').values({ tac, product_id: p.id }).onConflict((oc) => oc.doNothing()).execute();
      }
    }
    for (const [sort_order, r] of RESELLERS.entries()) await trx.insertInto('resellers').values({ ...r, sort_order }).onConflict((oc) => oc.doNothing()).execute();
    for (const [sort_order, t] of TRADE_INS.entries()) await trx.insertInto('trade_ins').values({ ...t, sort_order }).onConflict((oc) => oc.doNothing()).execute();

    for (const [id, { locale, productIds }] of promotionIds) {
      // Decided by the database, so two instances seeding at once insert each promotion once.
      const inserted = await trx.insertInto('promotions').values({
        id,
        code: PROMOTION_CODE,
        locale,
        purchase_start: PURCHASE_WINDOW.start,
        purchase_end: PURCHASE_WINDOW.end,
        claim_start: CLAIM_WINDOW.start,
        claim_end: CLAIM_WINDOW.end,
        claim_window_open: 1,
        date_window_status: 'OPEN',
      }).onConflict((oc) => oc.column('id').doNothing()).returning('id').executeTakeFirst();
      if (!inserted) continue;
      for (const productId of productIds) await trx.insertInto('promotion_products').values({ promotion_id: id, product_id: productId }).execute();
      for (const r of RESELLERS) await trx.insertInto('promotion_resellers').values({ promotion_id: id, reseller_id: r.id }).execute();
      for (const t of TRADE_INS) await trx.insertInto('promotion_trade_ins').values({ promotion_id: id, trade_in_id: t.id }).execute();
      let order = 0;
      for (const m of REWARD_METHODS) {
        await trx.insertInto('reward_methods').values({
          promotion_id: id,
          product_id: m.productId ?? null,
          method: m.method,
          group_alias: m.groupAlias,
          gift_reference: m.giftReference,
          alias: m.alias,
          sort_order: order++,
        }).execute();
      }
    }
  });
}
