import type { Action } from '../engine/contract';
import { TRACKED_CLAIM_KEY } from './support/trackedClaim';

/** "Switch claim": forgets the stored e-mail and reference and goes back to the tracker. */
const forgetTrackedClaim: Action = ({ session, redirectTo }) => {
  session.set(TRACKED_CLAIM_KEY, undefined);
  redirectTo('track-claim');
  return { ok: true };
};

export default forgetTrackedClaim;
