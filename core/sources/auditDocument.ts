import { trackedClaimOf } from '../actions/support/trackedClaim';
import type { DataSource } from '../engine/contract';

/**
 * One audit document (PDF, e.g. a destruction certificate) of the tracked claim's trade-in: POST /audit-document
 * with the e-mail and reference the tracker remembered. Params: { audit_document_id }. Answers a Blob; fails
 * (throws) when no claim is tracked, the id is missing or the server refuses, so the widget can say so.
 */
const auditDocument: DataSource = async ({ env, api, session, params }) => {
  const tracked = trackedClaimOf(session);
  const documentId = params?.audit_document_id;
  if (!tracked || typeof documentId !== 'string' || !documentId) throw new Error('audit-document: no tracked claim or document');
  const { data, response } = await api.POST('/audit-document', {
    body: {
      promotion_id: env.promotionId,
      reference: tracked.reference,
      email: tracked.email,
      audit_document_id: documentId,
    },
    parseAs: 'blob',
  });
  if (!response.ok || !(data instanceof Blob)) throw new Error(`audit-document failed (${response.status})`);
  return data;
};

export default auditDocument;
