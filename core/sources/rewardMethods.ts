import type { DataSource } from '../engine/contract';

interface Item {
  productId?: string | number | null;
}

/**
 * The reward methods and gifts offered for the claim's product (the first purchased item's), grouped by method:
 * [{method, gifts: [{gift_reference, alias}]}]. Without a product there is nothing to ask the server about.
 */
const rewardMethods: DataSource = async ({ env, api, values }) => {
  const productId = (values.items as Item[] | undefined)?.[0]?.productId;
  if (productId === null || productId === undefined || productId === '') return [];
  const { data, error } = await api.POST('/promotion/{id}/reward-methods', {
    params: { path: { id: env.promotionId } },
    body: { promotion_id: env.promotionId, product_id: String(productId) },
  });
  if (error || !data) throw new Error('reward-methods failed');
  return data.data.rewards;
};

export default rewardMethods;
