import type { components } from '../../generated/api/promotion-api';
import type { ActionContext } from '../../engine/contract';

export type ClaimDetails = components['schemas']['ClaimDetails'];

/** Session key of the claim the tracker remembered ({email, reference}); see trackClaim and forgetTrackedClaim. */
export const TRACKED_CLAIM_KEY = 'tracked-claim';

export interface TrackedClaim {
  email: string;
  reference: string;
}

/** The e-mail and reference the my-claim calls identify the claim with, or undefined when none is tracked. */
export function trackedClaimOf(session: ActionContext['session']): TrackedClaim | undefined {
  const tracked = session.get(TRACKED_CLAIM_KEY) as Partial<TrackedClaim> | undefined;
  return tracked?.email && tracked.reference ? { email: tracked.email, reference: tracked.reference } : undefined;
}

/** The tracked claim as the server has it now (its id for the calls that need one), or undefined. */
export async function loadTrackedClaim(ctx: Pick<ActionContext, 'session' | 'api' | 'env'>): Promise<(ClaimDetails & TrackedClaim) | undefined> {
  const tracked = trackedClaimOf(ctx.session);
  if (!tracked) return undefined;
  const { data } = await ctx.api.POST('/claim-details-request', {
    body: { promotion_id: ctx.env.promotionId, email: tracked.email, reference: tracked.reference },
  });
  return data ? { ...data.data, ...tracked } : undefined;
}
