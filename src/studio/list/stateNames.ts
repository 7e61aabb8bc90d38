import type { PromotionState } from './usePromotionPage';

/** Each state of the list in a manager's words (the filter's options and the rows' tags). */
export const STATE_NAMES: Record<PromotionState, string> = {
  live: 'Live',
  'draft-waiting': 'Draft waiting',
  scheduled: 'Scheduled',
  'claims-open': 'Claims open',
  'ending-soon': 'Ending within 14 days',
  closed: 'Closed',
};
