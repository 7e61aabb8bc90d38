import type { Db } from '../../db/open-database';
import { preparedQuery } from '../../db/prepared-query';
import type { ClaimRow } from './claim-lookup';

/** The ClaimDetails of the contract: status, dates, consignments (with audit documents) and rewards. */
export async function claimDetails(db: Db, claim: ClaimRow) {
  const consignments = await consignmentsOf(db, { claimId: claim.id });
  const auditDocuments = consignments.length ? await auditDocumentsOf(db, { consignmentIds: consignments.map((c) => c.id) }) : [];
  const rewards = await rewardsOf(db, { claimId: claim.id });

  return {
    id: claim.id,
    reference: claim.public_reference,
    email: claim.email,
    status: claim.status,
    status_message: claim.status_message,
    updated_at: claim.updated_at,
    purchased_at: { date: claim.purchase_date },
    consignments: consignments.map((c) => {
      const docs = auditDocuments.filter((d) => d.consignment_id === c.id);
      const unitIds = [...new Set(docs.map((d) => d.unit_id))];
      if (!unitIds.length) unitIds.push(`${c.id}-unit-1`);
      return {
        id: c.id,
        courier_method: c.courier_method,
        courier_url: c.courier_url,
        units: unitIds.map((unitId) => ({
          id: unitId,
          audit: { audit_documents: docs.filter((d) => d.unit_id === unitId).map((d) => ({ id: d.id, document_type: d.document_type })) },
        })),
      };
    }),
    rewards: rewards.map((r) => ({ id: r.id, value: { currency: r.currency, amount: r.amount } })),
  };
}

// Every claim lookup's queries: built and compiled once (prepared-query.ts).
const consignmentsOf = preparedQuery((db, a: { claimId: string }) => db.selectFrom('consignments').selectAll().where('claim_id', '=', a.claimId).orderBy('created_at'));
const auditDocumentsOf = preparedQuery((db, a: { consignmentIds: string[] }) => db.selectFrom('audit_documents').selectAll().where('consignment_id', 'in', a.consignmentIds).orderBy('created_at'));
const rewardsOf = preparedQuery((db, a: { claimId: string }) => db.selectFrom('claim_rewards').selectAll().where('claim_id', '=', a.claimId));
