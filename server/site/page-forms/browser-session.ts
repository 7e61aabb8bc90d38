import { TRACKED_CLAIM_KEY } from '../../../core/actions/support/trackedClaim';

/**
 * What of the visitor's server session a page hands to the browser's session storage (issue 54: scripts that run
 * after the page's forms were posted without them go on from there, src/state/adoptServerSession.ts): only what the
 * browser's own actions would have stored there for those forms, the claim the tracker found (its e-mail and
 * reference, as trackClaim stores them). Nothing else the session holds (the server's own notice, or whatever an
 * action may ever add) leaves the server: never a bank detail. Undefined: nothing to hand over.
 */
export function browserSessionOf(session: Readonly<Record<string, unknown>>): Record<string, unknown> | undefined {
  const tracked = session[TRACKED_CLAIM_KEY] as { email?: unknown; reference?: unknown } | undefined;
  if (typeof tracked?.email !== 'string' || typeof tracked.reference !== 'string' || !tracked.email || !tracked.reference) return undefined;
  return { [TRACKED_CLAIM_KEY]: { email: tracked.email, reference: tracked.reference } };
}
