import type { DataSource, DataSourceRegistry } from '../engine/contract';

/** Every data source by the name definitions give it; each is downloaded when first used. */
export const sources: DataSourceRegistry = {
  addressLookup: lazySource(() => import('./addressLookup')),
  auditDocument: lazySource(() => import('./auditDocument')),
  claimAnswerLabels: lazySource(() => import('./claimAnswerLabels')),
  claimConfirmation: lazySource(() => import('./claimConfirmation')),
  dateWindowStatus: lazySource(() => import('./dateWindowStatus')),
  qualifyingProducts: lazySource(() => import('./qualifyingProducts')),
  qualifyingResellers: lazySource(() => import('./qualifyingResellers')),
  rewardMethods: lazySource(() => import('./rewardMethods')),
  tradeInDocument: lazySource(() => import('./tradeInDocument')),
  trackedClaim: lazySource(() => import('./trackedClaim')),
};

function lazySource(load: () => Promise<{ default: DataSource }>): DataSource {
  return async (ctx) => (await load()).default(ctx);
}
