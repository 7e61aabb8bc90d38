import type { DataSource } from '../engine/contract';
import qualifyingProducts from './qualifyingProducts';
import qualifyingResellers from './qualifyingResellers';
import rewardMethods from './rewardMethods';

/** What a check-your-answers page shows instead of ids: product and reseller names, the gifts of the product. */
const claimAnswerLabels: DataSource = async (ctx) => {
  const [products, resellers, rewards] = await Promise.all([qualifyingProducts(ctx), qualifyingResellers(ctx), rewardMethods(ctx).catch(() => [])]);
  const gifts = (rewards as Array<{ gifts?: Array<{ gift_reference: string; alias: string }> }>).flatMap((group) => group.gifts ?? []);
  return { products, resellers, gifts };
};

export default claimAnswerLabels;
