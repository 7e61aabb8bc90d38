import type { Action, ActionResult } from '../engine/contract';
import { loadTrackedClaim } from './support/trackedClaim';

const FAILED: ActionResult = {
  ok: false,
  errors: [{ alias: 'errorsRevaluationResponse' }],
};

/**
 * Accepts the revalued reward offered for the tracked claim: `POST /revaluation-approval` with the offered value
 * (the claim's first reward, as the server has it now). Any failure: 'trade-in revaluation response failed', and
 * the form fails, so the claim is not reloaded.
 */
const acceptRevaluation: Action = async (ctx) => {
  const claim = await loadTrackedClaim(ctx);
  const value = claim?.rewards[0]?.value;
  if (!claim || !value) return FAILED;
  const sent = await ctx.api
    .POST('/revaluation-approval', {
      body: {
        promotion_id: ctx.env.promotionId,
        email: claim.email,
        reference: claim.reference,
        value: { amount: value.amount, currency: value.currency },
      },
    })
    .catch(() => undefined);
  return sent && sent.response.status >= 200 && sent.response.status < 300 ? { ok: true } : FAILED;
};

export default acceptRevaluation;
