import { createHash, randomUUID } from 'node:crypto';
import type { Db } from '../db/open-database';
import { ApiError, ErrorCode } from '../http/api-error';
import { calendarDate } from './dates';
import type { ClaimRequest } from './claim-request';
import { checkClaimRules } from './claim-rules';
import { normaliseSerial } from './identifiers';
import { newPublicReference } from './public-reference';

export interface CreatedClaim {
  statusCode: number;
  body: { data: { id: string; public_reference: string; status: string } };
}

export const INITIAL_CLAIM_STATUS = 'PENDING';

/**
 * Creates a claim after checking the promotion rules. With an idempotency key, a repeated identical request
 * answers the first claim again; the same key with a different body is refused (422 code 1).
 * The identifiers are stored with a unique constraint, so two concurrent claims cannot share an IMEI.
 */
export async function createClaim(db: Db, claim: ClaimRequest, idempotencyKey: string | undefined, now: Date): Promise<CreatedClaim> {
  const requestHash = createHash('sha256').update(JSON.stringify(claim)).digest('hex');
  if (idempotencyKey) {
    const earlier = await findIdempotent(db, idempotencyKey, requestHash);
    if (earlier) return earlier;
  }

  const { promotion, windowPromotion } = await checkClaimRules(db, claim, now);
  const id = randomUUID();
  const timestamp = now.toISOString();

  try {
    return await db.transaction().execute(async (trx) => {
      if (idempotencyKey) {
        const earlier = await findIdempotent(trx, idempotencyKey, requestHash);
        if (earlier) return earlier;
      }
      const publicReference = await uniquePublicReference(trx);
      await trx
        .insertInto('claims')
        .values({
          id,
          public_reference: publicReference,
          promotion_id: promotion.id,
          promotion_window_id: windowPromotion.id === promotion.id ? null : windowPromotion.id,
          visitor_id: claim.visitor_id,
          email: claim.contact.email.trim().toLowerCase(),
          status: INITIAL_CLAIM_STATUS,
          status_message: null,
          purchase_date: calendarDate(claim.purchase.invoice_date)!,
          payload: JSON.stringify(claim),
          reward_detail: null,
          created_at: timestamp,
          updated_at: timestamp,
        })
        .execute();
      for (const item of claim.purchase.items) {
        await trx.insertInto('claim_identifiers').values({ claim_id: id, kind: 'imei', value: item.imei }).execute();
        if (item.serial) await trx.insertInto('claim_identifiers').values({ claim_id: id, kind: 'serial', value: normaliseSerial(item.serial) }).execute();
      }
      const result: CreatedClaim = { statusCode: 200, body: { data: { id, public_reference: publicReference, status: INITIAL_CLAIM_STATUS } } };
      if (idempotencyKey) {
        await trx
          .insertInto('idempotency_keys')
          .values({ key: idempotencyKey, request_hash: requestHash, status_code: result.statusCode, response: JSON.stringify(result.body), created_at: timestamp })
          .execute();
      }
      return result;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'claim_identifiers')) throw new ApiError(422, ErrorCode.IDENTIFIER_CLAIMED, 'IDENTIFIER_CLAIMED');
    throw error;
  }
}

async function findIdempotent(db: Pick<Db, 'selectFrom'>, key: string, requestHash: string): Promise<CreatedClaim | undefined> {
  const row = await db.selectFrom('idempotency_keys').selectAll().where('key', '=', key).executeTakeFirst();
  if (!row) return undefined;
  if (row.request_hash !== requestHash) throw new ApiError(422, ErrorCode.GENERIC, 'Idempotency-Key was used for a different claim');
  return { statusCode: row.status_code, body: JSON.parse(row.response) };
}

async function uniquePublicReference(db: Pick<Db, 'selectFrom'>): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const reference = newPublicReference();
    const taken = await db.selectFrom('claims').select('id').where('public_reference', '=', reference).executeTakeFirst();
    if (!taken) return reference;
  }
  throw new Error('Could not find a free public reference');
}

function isUniqueViolation(error: unknown, table: string): boolean {
  const e = error as { code?: string; message?: string };
  return e?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE'
    ? String(e.message).includes(table)
    : false;
}
