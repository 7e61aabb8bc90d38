import type { DataSource } from '../engine/contract';

/** Products that qualify for the promotion, for the purchased-items table. */
const qualifyingProducts: DataSource = async ({ env, api }) => {
  const { data, error } = await api.GET('/promotion/{id}/qualifying-products', { params: { path: { id: env.promotionId } } });
  if (error || !data) throw new Error('qualifying-products failed');
  return data.data.products;
};

export default qualifyingProducts;
