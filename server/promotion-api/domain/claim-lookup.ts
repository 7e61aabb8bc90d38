import type { Selectable } from 'kysely';
import type { components } from '../../../core/generated/api/promotion-api';
import type { Db } from '../../db/open-database';
import { preparedQuery } from '../../db/prepared-query';
import type { ClaimTable } from '../../db/schema';
import { ApiError, ErrorCode, notFound } from '../../http/api-error';
import { requirePromotionOfPackage } from './promotions';
import { enqueueStatusMessage } from '../../messages/outbox';

export type ClaimRow = Selectable<ClaimTable>;

/** Promotion, e-mail and public reference of a claim: the contract's ClaimLookup. */
export type ClaimLookup = components['schemas']['ClaimLookup'];

/** The one answer for a lookup that does not match, whichever of e-mail and reference is wrong. */
export const claimLookupForbidden = () => new ApiError(403, ErrorCode.GENERIC);

/**
 * The claim with this public reference, if its e-mail matches (case-insensitively) and it belongs to the
 * promotion (or its promotion window) of package `code`. 404 for an unknown promotion (another package's too),
 * otherwise an identical 403.
 */
export async function findClaimByLookup(db: Db, lookup: ClaimLookup, code: string): Promise<ClaimRow> {
  await requirePromotionOfPackage(db, lookup.promotion_id, code);
  const [claim] = await claimByReference(db, { reference: lookup.reference });
  if (!claim || !lookupMatches(claim, lookup)) throw claimLookupForbidden();
  return claim;
}

/** Whether the lookup's e-mail (case-insensitively) and promotion (or promotion window) are the claim's. */
export function lookupMatches(claim: ClaimRow, lookup: ClaimLookup): boolean {
  return claim.email === lookup.email.trim().toLowerCase() && (claim.promotion_id === lookup.promotion_id || claim.promotion_window_id === lookup.promotion_id);
}

/** Every lookup's query (tracking, my-claim's actions): built and compiled once (prepared-query.ts). */
export const claimByReference = preparedQuery((db, a: { reference: string }) => db.selectFrom('claims').selectAll().where('public_reference', '=', a.reference));

/** The claim with this internal id, or 404. */
export async function requireClaimById(db: Db, id: string): Promise<ClaimRow> {
  const claim = await db.selectFrom('claims').selectAll().where('id', '=', id).executeTakeFirst();
  if (!claim) throw notFound('unknown claim');
  return claim;
}

/** Changes a claim's status (and message), recording the change as a claim event, in one transaction. */
export async function setClaimStatus(db: Db, claimId: string, status: string, now: Date, statusMessage: string | null = null, event?: ClaimEvent): Promise<void> {
  await db.transaction().execute((trx) => recordClaimStatus(trx, claimId, status, now, statusMessage, event));
}

export interface ClaimEvent {
  kind: string;
  payload: unknown;
}

/** setClaimStatus inside the caller's transaction (for changes that belong with other writes). */
export async function recordClaimStatus(trx: Pick<Db, 'updateTable' | 'insertInto'>, claimId: string, status: string, now: Date, statusMessage: string | null = null, event?: ClaimEvent): Promise<void> {
  await trx.updateTable('claims').set({ status, status_message: statusMessage, updated_at: now.toISOString() }).where('id', '=', claimId).execute();
  await trx
    .insertInto('claim_events')
    .values({ claim_id: claimId, kind: event?.kind ?? 'status', payload: JSON.stringify(event?.payload ?? { status }), created_at: now.toISOString() })
    .execute();
  // The status message (if the package declares one), in the same transaction (server/messages/).
  await enqueueStatusMessage(trx, claimId, status, statusMessage, now);
}

/**
 * Inside a transaction: 422 code 1 unless the claim (still) has `status`, e.g. after a concurrent change.
 * A no-op update rather than a read: it takes the claim's row lock, so on PostgreSQL a concurrent change of
 * the same claim (any instance) waits for this transaction and then finds the status changed; SQLite runs
 * one write transaction at a time anyway.
 */
export async function requireStatus(trx: Pick<Db, 'updateTable'>, claimId: string, status: string, message: string): Promise<void> {
  const locked = await trx.updateTable('claims').set({ status }).where('id', '=', claimId).where('status', '=', status).executeTakeFirst();
  if (locked.numUpdatedRows === 0n) throw new ApiError(422, ErrorCode.GENERIC, message);
}
