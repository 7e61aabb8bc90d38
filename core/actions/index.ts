import type { Action, ActionRegistry } from '../engine/contract';

/** Every action by the name definitions give it; each is downloaded when first used, not with the home page. */
export const actions: ActionRegistry = {
  acceptRevaluation: lazyAction(() => import('./acceptRevaluation')),
  bankDetailsCheck: lazyAction(() => import('./bankDetailsCheck')),
  claimReferenceReminder: lazyAction(() => import('./claimReferenceReminder')),
  claimWindowCheck: lazyAction(() => import('./claimWindowCheck')),
  forgetTrackedClaim: lazyAction(() => import('./forgetTrackedClaim')),
  identifierCheck: lazyAction(() => import('./identifierCheck')),
  phoneCheck: lazyAction(() => import('./phoneCheck')),
  productCheck: lazyAction(() => import('./productCheck')),
  rejectRevaluation: lazyAction(() => import('./rejectRevaluation')),
  submitClaim: lazyAction(() => import('./submitClaim')),
  submitMissingInformation: lazyAction(() => import('./submitMissingInformation')),
  submitReturnDetails: lazyAction(() => import('./submitReturnDetails')),
  submitSurvey: lazyAction(() => import('./submitSurvey')),
  submitTicket: lazyAction(() => import('./submitTicket')),
  trackClaim: lazyAction(() => import('./trackClaim')),
  uploadDocuments: lazyAction(() => import('./uploadDocuments')),
  validate: lazyAction(() => import('./validate')),
};

function lazyAction(load: () => Promise<{ default: Action }>): Action {
  return async (ctx) => (await load()).default(ctx);
}
