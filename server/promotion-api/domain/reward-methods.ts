import type { Db } from '../../db/open-database';
import { preparedQuery } from '../../db/prepared-query';

/** The promotion's reward method rows for the product and for every product, in their order. */
const rewardMethodRows = preparedQuery((db, a: { promotionId: string; productId: string }) =>
  db
    .selectFrom('reward_methods')
    .selectAll()
    .where('promotion_id', '=', a.promotionId)
    .where((eb) => eb.or([eb('product_id', '=', a.productId), eb('product_id', 'is', null)]))
    .orderBy('sort_order'),
);

export interface RewardMethodGroup {
  method: 'gift' | 'paypal' | 'bank_transfer';
  gifts: Array<{ gift_reference: string; alias: string }>;
}

/**
 * Reward methods offered for a product of a promotion, gifts grouped by method. A product with its own gifts
 * (e.g. the watch) gets only those gifts; every other product gets the gifts for all products. Other methods
 * (PayPal, bank transfer) are offered to every product they are seeded for.
 */
export async function rewardMethodsFor(db: Db, promotionId: string, productId: string): Promise<RewardMethodGroup[]> {
  const rows = await rewardMethodRows(db, { promotionId, productId });
  const ownGifts = rows.some((r) => r.method === 'gift' && r.product_id === productId);
  const chosen = rows.filter((r) => r.method !== 'gift' || (ownGifts ? r.product_id === productId : r.product_id === null));
  const groups = new Map<string, RewardMethodGroup>();
  for (const row of chosen) {
    const method = row.method as RewardMethodGroup['method'];
    if (!groups.has(method)) groups.set(method, { method, gifts: [] });
    if (method === 'gift') groups.get(method)!.gifts.push({ gift_reference: row.gift_reference, alias: row.alias });
  }
  return [...groups.values()];
}
