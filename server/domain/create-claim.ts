import { createHash, randomUUID } from 'node:crypto';
import type { Insertable, Transaction } from 'kysely';
import type { Db } from '../db/open-database';
import type { ClaimTable, Database } from '../db/schema';
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
 * One transaction writes the idempotency key, the claim, its links to the uploaded files of `storage_ids`
 * and its identifiers: all or nothing. The database decides every race, across instances too: each of
 * those rows is inserted with `ON CONFLICT DO NOTHING` against its unique key, and a row that was not
 * inserted means another transaction holds it (a concurrent one waits for that transaction to end first).
 * So one idempotency key stores one claim, an IMEI or serial belongs to one claim (422 IDENTIFIER_CLAIMED)
 * and a file to one claim; a storage id that is unknown, not a proof upload or already another claim's is
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

  return db.transaction().execute(async (trx) => {
    // The key first: a concurrent submit with this key waits here until this transaction ends, then answers
    // this claim (committed) or goes on itself (rolled back).
    if (idempotencyKey && !(await reserveIdempotencyKey(trx, idempotencyKey, requestHash, timestamp))) {
      const earlier = await findIdempotent(trx, idempotencyKey, requestHash);
      if (earlier) return earlier;
      throw new Error('Idempotency key neither reserved nor stored');
    }
    await requireProofUploads(trx, claim.purchase.storage_ids);
    const publicReference = await insertClaimRow(trx, (public_reference) => ({
      id,
      public_reference,
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
    }));
    // Sorted, so that two transactions wanting the same rows take them in one order (no deadlock).
    for (const uploadId of [...new Set(claim.purchase.storage_ids)].sort()) {
      const linked = await trx.insertInto('claim_documents').values({ upload_id: uploadId, claim_id: id, source: 'storage_ids' })
        .onConflict((oc) => oc.column('upload_id').doNothing()).returning('upload_id').executeTakeFirst();
      if (!linked) throw unusableStorage();
    }
    for (const identifier of identifiersOf(claim)) {
      const taken = await trx.insertInto('claim_identifiers').values({ claim_id: id, ...identifier })
        .onConflict((oc) => oc.columns(['kind', 'value']).doNothing()).returning('value').executeTakeFirst();
      if (!taken) throw new ApiError(422, ErrorCode.IDENTIFIER_CLAIMED, 'IDENTIFIER_CLAIMED');
    }
    const result: CreatedClaim = { statusCode: 200, body: { data: { id, public_reference: publicReference, status: INITIAL_CLAIM_STATUS } } };
    if (idempotencyKey) {
      await trx.updateTable('idempotency_keys').set({ status_code: result.statusCode, response: JSON.stringify(result.body) }).where('key', '=', idempotencyKey).execute();
    }
    return result;
  });
}

const unusableStorage = () => new ApiError(422, ErrorCode.GENERIC, 'A storage id is unknown or belongs to another claim');

/** Inserts the key's row (answer filled in at the end of the transaction); false when another has it. */
async function reserveIdempotencyKey(trx: Transaction<Database>, key: string, requestHash: string, timestamp: string): Promise<boolean> {
  const reserved = await trx.insertInto('idempotency_keys').values({ key, request_hash: requestHash, status_code: 0, response: '', created_at: timestamp })
    .onConflict((oc) => oc.column('key').doNothing()).returning('key').executeTakeFirst();
  return reserved !== undefined;
}

/** Every storage id is a proof upload (whether another claim has it is decided when linking it). */
async function requireProofUploads(trx: Pick<Db, 'selectFrom'>, ids: string[]): Promise<void> {
  const proofs = await trx.selectFrom('uploads').select('id').where('id', 'in', ids).where('purpose', '=', 'proof').execute();
  if (proofs.length !== new Set(ids).size) throw unusableStorage();
}

/** Inserts the claim under a fresh public reference, drawing another if the unique index says it is taken. */
async function insertClaimRow(trx: Transaction<Database>, row: (publicReference: string) => Insertable<ClaimTable>): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const reference = newPublicReference();
    const inserted = await trx.insertInto('claims').values(row(reference))
      .onConflict((oc) => oc.column('public_reference').doNothing()).returning('id').executeTakeFirst();
    if (inserted) return reference;
  }
  throw new Error('Could not find a free public reference');
}

/** The claim's IMEIs and (normalised) serials, in one order for every transaction. */
function identifiersOf(claim: ClaimRequest): Array<{ kind: string; value: string }> {
  const all = claim.purchase.items.flatMap((item) => [
    { kind: 'imei', value: item.imei },
    ...(item.serial ? [{ kind: 'serial', value: normaliseSerial(item.serial) }] : []),
  ]);
  return all.sort((a, b) => (a.kind + a.value < b.kind + b.value ? -1 : a.kind + a.value > b.kind + b.value ? 1 : 0));
}

async function findIdempotent(db: Pick<Db, 'selectFrom'>, key: string, requestHash: string): Promise<CreatedClaim | undefined> {
  const row = await db.selectFrom('idempotency_keys').selectAll().where('key', '=', key).executeTakeFirst();
  if (!row) return undefined;
  if (row.request_hash !== requestHash) throw new ApiError(422, ErrorCode.GENERIC, 'Idempotency-Key was used for a different claim');
  return { statusCode: row.status_code, body: JSON.parse(row.response) };
}
