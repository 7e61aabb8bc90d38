import { trackedClaimOf } from '../actions/support/trackedClaim';
import type { DataSource } from '../engine/contract';

/**
 * The label (PDF) of one trade-in consignment of the tracked claim: POST /trade-in-document with the e-mail and
 * reference the tracker remembered, wording in the visitor's locale. Params: { consignment_id }. Answers a Blob;
 * fails (throws) when no claim is tracked, the id is missing or the server refuses, so the widget can say so.
 */
const tradeInDocument: DataSource = async ({ env, api, session, params }) => {
  const tracked = trackedClaimOf(session);
  const consignmentId = params?.consignment_id;
  if (!tracked || typeof consignmentId !== 'string' || !consignmentId) throw new Error('trade-in-document: no tracked claim or consignment');
  const { data, response } = await api.POST('/trade-in-document', {
    body: {
      promotion_id: env.promotionId,
      email: tracked.email,
      reference: tracked.reference,
      consignment_id: consignmentId,
      locales: [env.locale],
    },
    parseAs: 'blob',
  });
  if (!response.ok || !(data instanceof Blob)) throw new Error(`trade-in-document failed (${response.status})`);
  return data;
};

export default tradeInDocument;
