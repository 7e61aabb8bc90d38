import type { DataSource } from '../engine/contract';

/** Resellers the phone may have been bought from. */
const qualifyingResellers: DataSource = async ({ env, api }) => {
  const { data, error } = await api.GET('/promotion/{id}/qualifying-resellers', { params: { path: { id: env.promotionId } } });
  if (error || !data) throw new Error('qualifying-resellers failed');
  return data.data.resellers;
};

export default qualifyingResellers;
