import type { Action } from '../engine/contract';

/** "Switch claim": forgets the stored e-mail and reference and goes back to the tracker. */
const forgetTrackedClaim: Action = ({ session, redirectTo }) => {
  session.set('tracked-claim', undefined);
  redirectTo('track-claim');
  return { ok: true };
};

export default forgetTrackedClaim;
