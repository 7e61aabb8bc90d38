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
 * One transaction writes the claim, its identifiers, its links to the uploaded files of `storage_ids` and the
 * idempotency key: all or nothing. Identifiers and file links are unique, so two concurrent claims cannot
 * share an IMEI or a file; a storage id that is unknown, not a proof upload or already another claim's is
 * refused (422 code 1).
 */
export async function createClaim(db: Db, claim: ClaimRequest, idempotencyKey: string | undefined, now: Date): Promise<CreatedClaim> {
  const requestHash = createHash('sha256').update(JSON.stringify(claim)).digest('hex');
  if (idempotencyKey) {
    const earlier = await findIdempotent(db, idempotencyKey, requestHash);
    if (earlier) return earlier;
  }

  let checked: Awaited<ReturnType<typeof checkClaimRules>>;
  try {
    checked = await checkClaimRules(db, claim, now);
  } catch (error) {
    // A submit with the same key may have finished meanwhile (its IMEI now claimed): answer that claim.
    const earlier = idempotencyKey ? await findIdempotent(db, idempotencyKey, requestHash) : undefined;
    if (earlier) return earlier;
    throw error;
  }
  const { promotion, windowPromotion } = checked;
  const id = randomUUID();
  const timestamp = now.toISOString();

  try {
    return await db.transaction().execute(async (trx) => {
      if (idempotencyKey) {
        const earlier = await findIdempotent(trx, idempotencyKey, requestHash);
        if (earlier) return earlier;
      }
      await requireFreeProofUploads(trx, claim.purchase.storage_ids);
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
      for (const uploadId of claim.purchase.storage_ids) {
        await trx.insertInto('claim_documents').values({ upload_id: uploadId, claim_id: id, source: 'storage_ids' }).execute();
      }
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
    if (isUniqueViolation(error, 'claim_documents')) throw unusableStorage();
    // Another process stored the same key meanwhile: answer its claim.
    if (idempotencyKey && isUniqueViolation(error, 'idempotency_keys')) {
      const earlier = await findIdempotent(db, idempotencyKey, requestHash);
      if (earlier) return earlier;
    }
    throw error;
  }
}

const unusableStorage = () => new ApiError(422, ErrorCode.GENERIC, 'A storage id is unknown or belongs to another claim');

async function requireFreeProofUploads(trx: Pick<Db, 'selectFrom'>, ids: string[]): Promise<void> {
  const free = await trx
    .selectFrom('uploads')
    .leftJoin('claim_documents', 'claim_documents.upload_id', 'uploads.id')
    .select('uploads.id')
    .where('uploads.id', 'in', ids)
    .where('uploads.purpose', '=', 'proof')
    .where('claim_documents.upload_id', 'is', null)
    .execute();
  if (free.length !== new Set(ids).size) throw unusableStorage();
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
