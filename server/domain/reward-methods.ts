import type { Db } from '../db/open-database';

export interface RewardMethodGroup {
  method: 'gift' | 'paypal' | 'bank_transfer';
  gifts: Array<{ gift_reference: string; alias: string }>;
}

/**
 * Reward methods offered for a product of a promotion, gifts grouped by method. A product with its own gifts
 * (e.g. the watch) gets only those; every other product gets the gifts for all products.
 */
export async function rewardMethodsFor(db: Db, promotionId: string, productId: string): Promise<RewardMethodGroup[]> {
  const rows = await db
    .selectFrom('reward_methods')
    .selectAll()
    .where('promotion_id', '=', promotionId)
    .where((eb) => eb.or([eb('product_id', '=', productId), eb('product_id', 'is', null)]))
    .orderBy('sort_order')
    .execute();
  const own = rows.filter((r) => r.product_id === productId);
  const chosen = own.length ? own : rows;
  const groups = new Map<string, RewardMethodGroup>();
  for (const row of chosen) {
    const method = row.method as RewardMethodGroup['method'];
    if (!groups.has(method)) groups.set(method, { method, gifts: [] });
    if (method === 'gift') groups.get(method)!.gifts.push({ gift_reference: row.gift_reference, alias: row.alias });
  }
  return [...groups.values()];
}
