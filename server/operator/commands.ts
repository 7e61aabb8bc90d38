import { randomUUID } from 'node:crypto';
import type { Db } from '../db/open-database';
import { DATE_WINDOW_STATUSES } from '../domain/promotions';
import { setClaimStatus } from '../domain/claim-lookup';

/** Operator actions on the reference server's database (promotion switches and claim progress). */
export interface OperatorCommand {
  usage: string;
  description: string;
  run: (db: Db, args: string[], now: Date) => Promise<unknown>;
}

class UsageError extends Error {}

async function claimByReference(db: Db, reference: string | undefined) {
  if (!reference) throw new UsageError('claim reference missing');
  const claim = await db.selectFrom('claims').selectAll().where('public_reference', '=', reference).executeTakeFirst();
  if (!claim) throw new UsageError(`no claim with reference ${reference}`);
  return claim;
}

async function promotionById(db: Db, id: string | undefined) {
  if (!id) throw new UsageError('promotion id missing');
  const promotion = await db.selectFrom('promotions').selectAll().where('id', '=', id).executeTakeFirst();
  if (!promotion) throw new UsageError(`no promotion ${id}`);
  return promotion;
}

export const OPERATOR_COMMANDS: Record<string, OperatorCommand> = {
  promotions: {
    usage: 'promotions',
    description: 'List promotions with their windows and date-window status',
    run: async (db) => db.selectFrom('promotions').selectAll().orderBy('id').execute(),
  },
  'date-window': {
    usage: 'date-window <promotionId|all> <OPEN|EARLY|LATE|CLOSED>',
    description: 'Set the date-window status (the site shows the closed page unless OPEN)',
    run: async (db, [id, status]) => {
      if (!DATE_WINDOW_STATUSES.includes(status as never)) throw new UsageError(`status must be one of ${DATE_WINDOW_STATUSES.join(', ')}`);
      let query = db.updateTable('promotions').set({ date_window_status: status });
      if (id !== 'all') query = query.where('id', '=', (await promotionById(db, id)).id);
      await query.execute();
      return { promotion: id, date_window_status: status };
    },
  },
  'claim-window': {
    usage: 'claim-window <promotionId|all> <open|closed>',
    description: 'Open or close the claim window (closed: claim-window-check answers 422 code 3)',
    run: async (db, [id, state]) => {
      if (state !== 'open' && state !== 'closed') throw new UsageError('state must be open or closed');
      let query = db.updateTable('promotions').set({ claim_window_open: state === 'open' ? 1 : 0 });
      if (id !== 'all') query = query.where('id', '=', (await promotionById(db, id)).id);
      await query.execute();
      return { promotion: id, claim_window: state };
    },
  },
  'purchase-window': {
    usage: 'purchase-window <promotionId> <yyyy-MM-dd> <yyyy-MM-dd>',
    description: 'Set the purchase window (inclusive dates)',
    run: async (db, [id, start, end]) => {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(start ?? '') || !/^\d{4}-\d{2}-\d{2}$/.test(end ?? '')) throw new UsageError('dates must be yyyy-MM-dd');
      await db.updateTable('promotions').set({ purchase_start: start, purchase_end: end }).where('id', '=', (await promotionById(db, id)).id).execute();
      return { promotion: id, purchase_start: start, purchase_end: end };
    },
  },
  claims: {
    usage: 'claims',
    description: 'List claims (reference, status, e-mail)',
    run: async (db) => db.selectFrom('claims').select(['public_reference', 'status', 'email', 'promotion_id', 'updated_at']).orderBy('created_at').execute(),
  },
  claim: {
    usage: 'claim <reference>',
    description: 'Show a claim with its consignments and rewards',
    run: async (db, [reference]) => {
      const claim = await claimByReference(db, reference);
      const consignments = await db.selectFrom('consignments').selectAll().where('claim_id', '=', claim.id).execute();
      const rewards = await db.selectFrom('claim_rewards').selectAll().where('claim_id', '=', claim.id).execute();
      return { ...claim, payload: JSON.parse(claim.payload), consignments, rewards };
    },
  },
  'claim-status': {
    usage: 'claim-status <reference> <STATUS> [status message]',
    description: 'Set a claim status, e.g. AWAITING_INFORMATION, AWAITING_TRADEIN, AWAITING_ACTION, REJECTED_DUPLICATE',
    run: async (db, [reference, status, ...message], now) => {
      if (!/^[A-Z_]+$/.test(status ?? '')) throw new UsageError('STATUS must be upper case, e.g. AWAITING_INFORMATION');
      const claim = await claimByReference(db, reference);
      await setClaimStatus(db, claim.id, status, now, message.length ? message.join(' ') : null, { kind: 'operator', payload: { status } });
      return { reference, status };
    },
  },
  consignment: {
    usage: 'consignment <reference> [label|script] [courierUrl]',
    description: 'Add a trade-in consignment to a claim (and set it AWAITING_TRADEIN)',
    run: async (db, [reference, method = 'label', courierUrl], now) => {
      const claim = await claimByReference(db, reference);
      const id = `cons-${randomUUID().slice(0, 8)}`;
      await db.insertInto('consignments').values({ id, claim_id: claim.id, courier_method: method, courier_url: courierUrl ?? null, created_at: now.toISOString() }).execute();
      await setClaimStatus(db, claim.id, 'AWAITING_TRADEIN', now, null, { kind: 'operator', payload: { consignment: id } });
      return { reference, consignment_id: id };
    },
  },
  'audit-document': {
    usage: 'audit-document <consignmentId> [document_type]',
    description: 'Attach an audit document (default destruction_certificate) to a consignment',
    run: async (db, [consignmentId, type = 'destruction_certificate'], now) => {
      const consignment = await db.selectFrom('consignments').selectAll().where('id', '=', consignmentId ?? '').executeTakeFirst();
      if (!consignment) throw new UsageError(`no consignment ${consignmentId}`);
      const id = `audit-${randomUUID().slice(0, 8)}`;
      await db.insertInto('audit_documents').values({ id, consignment_id: consignment.id, unit_id: `${consignment.id}-unit-1`, document_type: type, created_at: now.toISOString() }).execute();
      return { consignment_id: consignment.id, audit_document_id: id };
    },
  },
  revaluation: {
    usage: 'revaluation <reference> <amount> <currency> [status message]',
    description: 'Offer a revalued reward (sets AWAITING_REVALUATION)',
    run: async (db, [reference, amount, currency, ...message], now) => {
      const value = Number(amount);
      if (!Number.isFinite(value) || value < 0 || !/^[A-Z]{3}$/.test(currency ?? '')) throw new UsageError('amount must be a number and currency like GBP');
      const claim = await claimByReference(db, reference);
      const id = `reward-${randomUUID().slice(0, 8)}`;
      await db.insertInto('claim_rewards').values({ id, claim_id: claim.id, currency, amount: value, revaluation_state: 'OFFERED' }).execute();
      await setClaimStatus(db, claim.id, 'AWAITING_REVALUATION', now, message.length ? message.join(' ') : null, { kind: 'operator', payload: { reward: id } });
      return { reference, reward_id: id, value: { currency, amount: value } };
    },
  },
};

export { UsageError };
