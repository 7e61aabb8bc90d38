import type { Action } from '../engine/contract';

/**
 * Forgot your claim reference?: asks the server to send the address its claims' references, then shows the page
 * saying a message is on its way. The server answers alike for every address, so the page never says whether it
 * has claims.
 */
const claimReferenceReminder: Action = async ({ values, env, api, redirectTo }) => {
  const email = String(values.email ?? '').trim();
  const { response } = await api.POST('/claim-reference-reminder', { body: { promotion_id: env.promotionId, email } });
  if (response.status === 202) {
    redirectTo('forgot-reference-sent');
    return { ok: true };
  }
  return { ok: false, errors: [{ alias: 'errorsClaimSubmission' }] };
};

export default claimReferenceReminder;
