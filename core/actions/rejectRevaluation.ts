import type { Action, ActionResult } from '../engine/contract';
import { trackedClaimOf } from './support/trackedClaim';

const FAILED: ActionResult = {
  ok: false,
  errors: [{ alias: 'errorsRevaluationResponse' }],
};

/**
 * Rejects the revalued reward offered for the tracked claim: `POST /revaluation-rejection`. Any failure:
 * 'trade-in revaluation response failed', and the form fails, so the claim is not reloaded.
 */
const rejectRevaluation: Action = async (ctx) => {
  const tracked = trackedClaimOf(ctx.session);
  if (!tracked) return FAILED;
  const sent = await ctx.api
    .POST('/revaluation-rejection', {
      body: {
        promotion_id: ctx.env.promotionId,
        email: tracked.email,
        reference: tracked.reference,
      },
    })
    .catch(() => undefined);
  return sent && sent.response.status >= 200 && sent.response.status < 300 ? { ok: true } : FAILED;
};

export default rejectRevaluation;
