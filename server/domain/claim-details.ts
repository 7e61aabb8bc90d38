import type { Db } from '../db/open-database';
import type { ClaimRow } from './claim-lookup';

/** The ClaimDetails of the contract: status, dates, consignments (with audit documents) and rewards. */
export async function claimDetails(db: Db, claim: ClaimRow) {
  const consignments = await db.selectFrom('consignments').selectAll().where('claim_id', '=', claim.id).orderBy('created_at').execute();
  const auditDocuments = consignments.length
    ? await db.selectFrom('audit_documents').selectAll().where('consignment_id', 'in', consignments.map((c) => c.id)).orderBy('created_at').execute()
    : [];
  const rewards = await db.selectFrom('claim_rewards').selectAll().where('claim_id', '=', claim.id).execute();

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
