import type { Action, ActionContext } from '../engine/contract';
import { bankTransferOf, type BankDetails } from './support/bankTransfer';
import { loadTrackedClaim } from './support/trackedClaim';

type ReturnDetailsBody = {
  claim_id: string;
  return_reason: string;
  legal_type: 'PRIVATE' | 'BUSINESS';
  bank_transfer: { account_name: string; country: string };
};

/** The my-claim return payload: the tracked claim's id, the reason as typed (trimmed), GB bank details. */
function returnDetailsBody(claimId: string, values: ActionContext['values']): ReturnDetailsBody {
  const details = (values.bankDetails ?? {}) as BankDetails;
  return {
    claim_id: claimId,
    return_reason: typeof values.returnReason === 'string' ? values.returnReason.trim() : '',
    legal_type: details.legalType as ReturnDetailsBody['legal_type'],
    bank_transfer: bankTransferOf(details) as ReturnDetailsBody['bank_transfer'],
  };
}

/**
 * My-claim AWAITING_ACTION form, after `validate`: the server checks the bank details and return reason
 * (`POST /reward-detail-validation`, 204), then stores them (`POST /reward-detail`, 200). Any failure, of either
 * call or of finding the tracked claim, is the generic bank message. Bank details are never logged or stored.
 */
const submitReturnDetails: Action = async (ctx) => {
  try {
    const claim = await loadTrackedClaim(ctx);
    if (claim?.id) {
      const body = returnDetailsBody(claim.id, ctx.values);
      const checked = await ctx.api.POST('/reward-detail-validation', { body });
      if (checked.response.status === 204) {
        const stored = await ctx.api.POST('/reward-detail', { body });
        if (stored.response.status === 200) return { ok: true };
      }
    }
  } catch {
    // A network failure says nothing about the details; the generic message asks the visitor to try again.
  }
  return { ok: false, errors: [{ alias: 'errorsBankGeneric' }] };
};

export default submitReturnDetails;
