import type { Action, ActionRegistry } from '../engine/contract';

/**
 * The site's actions: core's (core/actions, the journey walker's registry lists the same), each downloaded when first
 * used, not with the home page; submitClaim with this browser's visitor id (./submitClaim.ts), which core cannot read.
 */
export const actions: ActionRegistry = {
  acceptRevaluation: lazyAction(() => import('../../core/actions/acceptRevaluation')),
  bankDetailsCheck: lazyAction(() => import('../../core/actions/bankDetailsCheck')),
  claimReferenceReminder: lazyAction(() => import('../../core/actions/claimReferenceReminder')),
  claimWindowCheck: lazyAction(() => import('../../core/actions/claimWindowCheck')),
  forgetTrackedClaim: lazyAction(() => import('../../core/actions/forgetTrackedClaim')),
  identifierCheck: lazyAction(() => import('../../core/actions/identifierCheck')),
  phoneCheck: lazyAction(() => import('../../core/actions/phoneCheck')),
  productCheck: lazyAction(() => import('../../core/actions/productCheck')),
  rejectRevaluation: lazyAction(() => import('../../core/actions/rejectRevaluation')),
  submitClaim: lazyAction(() => import('./submitClaim')),
  submitMissingInformation: lazyAction(() => import('../../core/actions/submitMissingInformation')),
  submitReturnDetails: lazyAction(() => import('../../core/actions/submitReturnDetails')),
  submitSurvey: lazyAction(() => import('../../core/actions/submitSurvey')),
  submitTicket: lazyAction(() => import('../../core/actions/submitTicket')),
  trackClaim: lazyAction(() => import('../../core/actions/trackClaim')),
  uploadDocuments: lazyAction(() => import('../../core/actions/uploadDocuments')),
  validate: lazyAction(() => import('../../core/actions/validate')),
};

function lazyAction(load: () => Promise<{ default: Action }>): Action {
  return async (ctx) => (await load()).default(ctx);
}
