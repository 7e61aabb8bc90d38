import type { DataSource } from '../engine/contract';

interface TrackedClaim {
  email: string;
  reference: string;
}

/** The claim remembered by the tracker (e-mail + reference in session storage), or null when there is none. */
const trackedClaim: DataSource = async ({ env, api, session }) => {
  const tracked = session.get('tracked-claim') as TrackedClaim | undefined;
  if (!tracked?.email || !tracked.reference) return null;
  const { data } = await api.POST('/claim-details-request', {
    body: { promotion_id: env.promotionId, email: tracked.email, reference: tracked.reference },
  });
  return data?.data ?? null;
};

export default trackedClaim;
