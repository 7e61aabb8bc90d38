import type { Action } from '../engine/contract';
import { TRACKED_CLAIM_KEY } from './support/trackedClaim';

/** Looks the claim up by e-mail and reference; on success remembers both and goes to my-claim. */
const trackClaim: Action = async ({ values, env, api, session, redirectTo }) => {
  const email = String(values.email ?? '').trim();
  const reference = String(values.claimReference ?? '');
  const { data, response } = await api.POST('/claim-details-request', {
    body: { promotion_id: env.promotionId, email, reference },
  });
  if (data) {
    session.set(TRACKED_CLAIM_KEY, { email, reference });
    redirectTo('my-claim');
    return { ok: true };
  }
  return { ok: false, errors: [{ alias: response.status === 403 ? 'errorsNoClaimFound' : 'errorsClaimSubmission' }] };
};

export default trackClaim;
