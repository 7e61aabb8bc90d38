import { DateTime } from 'luxon';
import type { Db } from './open-database';
import type { ServedPromotion } from '../packages/promotion-package';

/** A local date-time of the catalogue as an instant, in the locale's IANA time zone (UTC when it has none). */
export function instantIn(local: string, timezone: string | undefined): string {
  const instant = DateTime.fromISO(local, { zone: timezone ?? 'UTC' });
  if (!instant.isValid) throw new Error(`"${local}" in ${timezone}: ${instant.invalidExplanation ?? instant.invalidReason}`);
  return instant.toUTC().toISO({ suppressMilliseconds: true }) as string;
}

/**
 * Inserts each package's catalogue (catalogue.json) for every promotion id of every locale, and for a locale's
 * window promotion one offering only its products. Claim windows are local times of each locale's time zone.
 * Idempotent: existing rows are left alone, so operator changes survive restarts and new ids get seeded;
 * concurrent seeds (instances starting together) insert every row once.
 */
export async function seed(db: Db, packages: readonly ServedPromotion[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const { code, locales, catalogue } of packages) {
      const { products, resellers, tradeIns, rewardMethods } = catalogue;
      const allProductIds = products.map((p) => p.id);
      const promotions = new Map<string, { locale: string; timezone?: string; productIds: string[] }>();
      for (const l of locales) {
        promotions.set(l.promotionId, { locale: l.locale, timezone: l.timezone, productIds: allProductIds });
        if (l.windowPromotion) {
          const only = l.windowPromotion.products.filter((id) => allProductIds.includes(id));
          promotions.set(l.windowPromotion.promotionId, { locale: l.locale, timezone: l.timezone, productIds: only });
        }
      }
      for (const [sort_order, p] of products.entries()) {
        const serial_number = p.serialNumber ? 1 : 0;
        // Whether its serial is asked follows the version served; the rest of a stored product stays as it is.
        await trx.insertInto('products').values({ id: p.id, name: p.name, kind: p.kind, sort_order, serial_number }).onConflict((oc) => oc.column('id').doUpdateSet({ serial_number })).execute();
        for (const tac of p.tacs ?? []) await trx.insertInto('product_tacs').values({ tac, product_id: p.id }).onConflict((oc) => oc.doNothing()).execute();
        // A product's ranges are those of the version served (a publish may change them).
        await trx.deleteFrom('product_imei_ranges').where('product_id', '=', p.id).execute();
        for (const range of p.imeiRanges ?? [])
          await trx.insertInto('product_imei_ranges').values({ product_id: p.id, first_body: range.first.slice(0, 14), last_body: range.last.slice(0, 14) }).onConflict((oc) => oc.doNothing()).execute();
      }
      // Positions follow the catalogue at every start (rows made before positions existed get theirs).
      for (const [sort_order, r] of resellers.entries())
        await trx.insertInto('resellers').values({ ...r, sort_order }).onConflict((oc) => oc.column('id').doUpdateSet({ sort_order })).execute();
      for (const [sort_order, t] of tradeIns.entries())
        await trx.insertInto('trade_ins').values({ ...t, sort_order }).onConflict((oc) => oc.column('id').doUpdateSet({ sort_order })).execute();

      for (const [id, { locale, timezone, productIds }] of promotions) {
        // Decided by the database, so two instances seeding at once insert each promotion once.
        const inserted = await trx
          .insertInto('promotions')
          .values({
            id,
            code,
            locale,
            purchase_start: catalogue.purchaseWindow.start,
            purchase_end: catalogue.purchaseWindow.end,
            claim_start: instantIn(catalogue.claimWindow.start, timezone),
            claim_end: instantIn(catalogue.claimWindow.end, timezone),
            claim_window_open: 1,
            date_window_status: 'OPEN',
          })
          .onConflict((oc) => oc.column('id').doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!inserted) {
          // A promotion already stored: a version published later may offer new products, resellers and trade-ins.
          await linkNew(trx, id, productIds, resellers, tradeIns);
          continue;
        }
        for (const productId of productIds) await trx.insertInto('promotion_products').values({ promotion_id: id, product_id: productId }).execute();
        for (const r of resellers) await trx.insertInto('promotion_resellers').values({ promotion_id: id, reseller_id: r.id }).execute();
        for (const t of tradeIns) await trx.insertInto('promotion_trade_ins').values({ promotion_id: id, trade_in_id: t.id }).execute();
        for (const [sort_order, m] of rewardMethods.entries()) {
          await trx
            .insertInto('reward_methods')
            .values({ promotion_id: id, product_id: m.productId ?? null, method: m.method, group_alias: m.groupAlias, gift_reference: m.giftReference, alias: m.alias, sort_order })
            .execute();
        }
      }
    }
  });
}

/** Links a stored promotion to the products, resellers and trade-ins a newer version adds (existing links stay). */
async function linkNew(trx: Db, promotionId: string, productIds: string[], resellers: Array<{ id: string }>, tradeIns: Array<{ id: string }>): Promise<void> {
  const values = <K extends string>(key: K, ids: string[]) => ids.map((id) => ({ promotion_id: promotionId, [key]: id }) as { promotion_id: string } & Record<K, string>);
  if (productIds.length) await trx.insertInto('promotion_products').values(values('product_id', productIds)).onConflict((oc) => oc.doNothing()).execute();
  if (resellers.length) await trx.insertInto('promotion_resellers').values(values('reseller_id', resellers.map((r) => r.id))).onConflict((oc) => oc.doNothing()).execute();
  if (tradeIns.length) await trx.insertInto('promotion_trade_ins').values(values('trade_in_id', tradeIns.map((t) => t.id))).onConflict((oc) => oc.doNothing()).execute();
}
