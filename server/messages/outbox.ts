import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/open-database';
import type { MessageOutboxTable } from '../db/message-outbox-table';

/**
 * Writing the intent to send a customer's message (the outbox): each call runs inside the transaction of the claim
 * or status change that causes it, so both are kept or neither is (a dry run's rollback takes it away too). The
 * sender (message-sender.ts) decides later whether the package declares a message for the event.
 */

type Writer = Pick<Db, 'insertInto'>;

/** The key reminders are limited by: promotion code and address, hashed (the address itself is not needed for it). */
export function recipientKey(code: string, email: string): string {
  return createHash('sha256').update(`${code}\u0000${email.trim().toLowerCase()}`).digest('hex');
}

type NewRow = Omit<MessageOutboxTable, 'message' | 'lease_until' | 'sent_at' | 'last_error' | 'attempts'>;
const insertRow = async (trx: Writer, row: NewRow) => {
  await trx.insertInto('message_outbox').values({ ...row, attempts: 0 }).execute();
};

/** A claim was stored: its claim-received message, in the claim's locale, to its address. */
export async function enqueueClaimReceived(trx: Writer, claim: { code: string; promotionId: string; claimId: string; locale: string; email: string }, now: Date): Promise<void> {
  const at = now.toISOString();
  await insertRow(trx, {
    id: randomUUID(), code: claim.code, promotion_id: claim.promotionId, claim_id: claim.claimId, event: 'claimReceived', status: null, note: null,
    locale: claim.locale, recipient: claim.email, recipient_key: '', state: 'pending', due_at: at, created_at: at,
  });
}

/**
 * A claim's status changed: its status message (if the package declares one for the status), with the operator's
 * note. One INSERT … SELECT from the claim: its address and promotion (code, locale) as they are in this transaction.
 */
export async function enqueueStatusMessage(trx: Writer, claimId: string, status: string, note: string | null, now: Date): Promise<void> {
  const at = now.toISOString();
  await trx
    .insertInto('message_outbox')
    .columns(['id', 'code', 'promotion_id', 'claim_id', 'event', 'status', 'note', 'locale', 'recipient', 'recipient_key', 'state', 'due_at', 'created_at'])
    .expression((eb) =>
      eb
        .selectFrom('claims')
        .innerJoin('promotions', 'promotions.id', 'claims.promotion_id')
        .select([
          sql<string>`cast(${randomUUID()} as text)`.as('id'),
          'promotions.code',
          'claims.promotion_id',
          'claims.id',
          sql<string>`'status'`.as('event'),
          sql<string>`cast(${status} as text)`.as('status'),
          sql<string | null>`cast(${note} as text)`.as('note'),
          sql<string>`coalesce(promotions.locale, '')`.as('locale'),
          'claims.email',
          sql<string>`''`.as('recipient_key'),
          sql<string>`'pending'`.as('state'),
          sql<string>`cast(${at} as text)`.as('due_at'),
          sql<string>`cast(${at} as text)`.as('created_at'),
        ])
        .where('claims.id', '=', claimId),
    )
    .execute();
}

/** A customer asked for their claim references: one reminder to the address (the sender finds its claims then). */
export async function enqueueReferenceReminder(trx: Writer, request: { code: string; promotionId: string; locale: string; email: string }, now: Date): Promise<void> {
  const at = now.toISOString();
  await insertRow(trx, {
    id: randomUUID(), code: request.code, promotion_id: request.promotionId, claim_id: null, event: 'referenceReminder', status: null, note: null,
    locale: request.locale, recipient: request.email.trim().toLowerCase(), recipient_key: recipientKey(request.code, request.email), state: 'pending', due_at: at, created_at: at,
  });
}
