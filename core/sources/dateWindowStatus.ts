import type { DataSource } from '../engine/contract';

/** OPEN, EARLY, LATE or CLOSED, for the closed page's wording. */
const dateWindowStatus: DataSource = async ({ env, api }) => {
  const { data, error } = await api.GET('/promotion/{id}/date-window-status', { params: { path: { id: env.promotionId } } });
  if (error || !data) throw new Error('date-window-status failed');
  return data.data.status;
};

export default dateWindowStatus;
