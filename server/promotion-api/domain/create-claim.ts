import { createHash, randomUUID } from 'node:crypto';
import { sql, type Insertable, type Transaction } from 'kysely';
import type { Db } from '../../db/open-database';
import { preparedQuery } from '../../db/prepared-query';
import type { ClaimTable, Database } from '../../db/schema';
import { ApiError, ErrorCode } from '../../http/api-error';
import { DRY_RUN_UPLOAD_PREFIX, transactionUnlessDryRun } from '../../http/dry-run';
import { calendarDateOf } from '../../../core/rules/calendarDates';
import type { ClaimRequest } from './claim-request';
import { checkClaimRules } from './claim-rules';
import { checkIdentifiers, normaliseSerial } from './identifiers';
import { newPublicReference } from './public-reference';
import { enqueueClaimReceived } from '../../messages/outbox';
import { sealClaimPayload } from '../../privacy/claim-secrets';

export interface CreatedClaim {
  statusCode: number;
  body: { data: { id: string; public_reference: string; status: string } };
}

export const INITIAL_CLAIM_STATUS = 'PENDING';

/**
 * Creates a claim after checking the promotion rules. With an idempotency key, a repeated identical request
 * answers the first claim again; the same key with a different body is refused (422 code 1).
 * One transaction writes the idempotency key, the claim, its identifiers and its links to the uploaded files of
 * `storage_ids`: all or nothing. The database decides every race, across instances too: each of those rows is
 * inserted with `ON CONFLICT DO NOTHING` against its unique key, and a row that was not inserted means another
 * transaction holds it (a concurrent one waits for that transaction to end first). So one idempotency key
 * stores one claim, an IMEI or serial belongs to one claim (422 IDENTIFIER_CLAIMED) and a file to one claim; a
 * storage id that is unknown, not a proof upload or already another claim's is refused (422 code 1).
 * When both are wrong, an identifier the claim checks know (see checkIdentifiers) that another claim has is
 * answered first (code 5), then the files (code 1), then any other identifier another claim has (code 5).
 * Statements: the rules' two reads, then begin, claim, identifiers (one insert), file links (one insert from the
 * uploads it selects), commit; the key adds a read, an insert and an update.
 * A dry run (`request.dryRun`) does all of it, files of dry-run uploads counting as proof uploads, and rolls back.
 */
export async function createClaim(
  db: Db,
  claim: ClaimRequest,
  idempotencyKey: string | undefined,
  now: Date,
  code: string,
  version: string | null = null,
  request: { dryRun: boolean } = { dryRun: false },
): Promise<CreatedClaim> {
  const payload = JSON.stringify(claim);
  const requestHash = idempotencyKey ? createHash('sha256').update(payload).digest('hex') : '';
  if (idempotencyKey) {
    const earlier = await findIdempotent(db, idempotencyKey, requestHash);
    if (earlier) return earlier;
  }

  let checked: Awaited<ReturnType<typeof checkClaimRules>>;
  try {
    checked = await checkClaimRules(db, claim, now, code);
  } catch (error) {
    // A submit with the same key may have finished meanwhile: answer that claim.
    const earlier = idempotencyKey ? await findIdempotent(db, idempotencyKey, requestHash) : undefined;
    if (earlier) return earlier;
    throw error;
  }
  const { promotion, windowPromotion } = checked;
  const id = randomUUID();
  // Bank details and the PayPal address are stored sealed (AES-256-GCM, bound to the claim's id).
  const storedPayload = sealClaimPayload(db, id, claim);
  const timestamp = now.toISOString();

  return transactionUnlessDryRun(db, request, async (trx) => {
    if (request.dryRun) await insertDryRunUploads(trx, claim.purchase.storage_ids, timestamp);
    // The key first: a concurrent submit with this key waits here until this transaction ends, then answers
    // this claim (committed) or goes on itself (rolled back).
    if (idempotencyKey && !(await reserveIdempotencyKey(trx, idempotencyKey, requestHash, timestamp))) {
      const earlier = await findIdempotent(trx, idempotencyKey, requestHash);
      if (earlier) return earlier;
      throw new Error('Idempotency key neither reserved nor stored');
    }
    const publicReference = await insertClaimRow(trx, (public_reference) => ({
      id,
      public_reference,
      promotion_id: promotion.id,
      promotion_window_id: windowPromotion.id === promotion.id ? null : windowPromotion.id,
      visitor_id: claim.visitor_id,
      email: claim.contact.email.trim().toLowerCase(),
      status: INITIAL_CLAIM_STATUS,
      status_message: null,
      purchase_date: calendarDateOf(claim.purchase.invoice_date)!,
      payload: storedPayload,
      reward_detail: null,
      promotion_version: version,
      created_at: timestamp,
      updated_at: timestamp,
    }));
    // Sorted, so that two transactions wanting the same rows take them in one order (no deadlock): identifiers,
    // then files, in every transaction.
    const identifiers = identifiersOf(claim);
    const taken = await insertIdentifiers(trx, { claimId: id, kinds: identifiers.map((i) => i.kind), values: identifiers.map((i) => i.value) });
    const claimedElsewhere = taken.length !== identifiers.length;
    if (claimedElsewhere && (await knownIdentifierClaimed(trx, promotion.id, claim, id))) throw identifierClaimed();
    await linkProofUploads(trx, id, claim.purchase.storage_ids);
    if (claimedElsewhere) throw identifierClaimed();
    // The claim-received message, in this transaction (server/messages/): kept if and only if the claim is.
    await enqueueClaimReceived(trx, { code, promotionId: promotion.id, claimId: id, locale: claim.contact.locale, email: claim.contact.email.trim().toLowerCase() }, now);
    const result: CreatedClaim = { statusCode: 200, body: { data: { id, public_reference: publicReference, status: INITIAL_CLAIM_STATUS } } };
    if (idempotencyKey) {
      await trx.updateTable('idempotency_keys').set({ status_code: result.statusCode, response: JSON.stringify(result.body), claim_id: id }).where('key', '=', idempotencyKey).execute();
    }
    return result;
  });
}

const identifierClaimed = () => new ApiError(422, ErrorCode.IDENTIFIER_CLAIMED, 'IDENTIFIER_CLAIMED');

/**
 * Whether another claim has one of this claim's identifiers that the claim checks know (a well-formed IMEI of a
 * product of the promotion, a well-formed serial): the same test the claim flow's identifier check makes.
 */
async function knownIdentifierClaimed(trx: Transaction<Database>, promotionId: string, claim: ClaimRequest, claimId: string): Promise<boolean> {
  const items = claim.purchase.items;
  const serials = items.map((i) => i.serial).filter((s): s is string => Boolean(s));
  const problems = await checkIdentifiers(trx, promotionId, items.map((i) => i.imei), serials, claimId);
  return problems.some((p) => p.code === ErrorCode.IDENTIFIER_CLAIMED);
}

/**
 * Links the claim to the files of `storage_ids` in one statement: it inserts a link for each id that is a proof
 * upload, unless another claim has that file (`ON CONFLICT DO NOTHING`); every id must have been linked.
 */
async function linkProofUploads(trx: Transaction<Database>, claimId: string, storageIds: string[]): Promise<void> {
  const ids = [...new Set(storageIds)].sort();
  if (!ids.length) return;
  const linked = await insertProofLinks(trx, { claimId, ids });
  if (linked.length !== ids.length) throw unusableStorage();
}

/** The identifiers' rows, one insert; answers those inserted (another claim has the others). */
const insertIdentifiers = preparedQuery((db, a: { claimId: string; kinds: string[]; values: string[] }) =>
  db.insertInto('claim_identifiers')
    .values(a.kinds.map((kind, i) => ({ claim_id: a.claimId, kind, value: a.values[i] })))
    .onConflict((oc) => oc.columns(['kind', 'value']).doNothing())
    .returning('value'),
);

/** A link for each id that is a proof upload and not another claim's file; answers those inserted. */
const insertProofLinks = preparedQuery((db, a: { claimId: string; ids: string[] }) =>
  db.insertInto('claim_documents')
    .columns(['upload_id', 'claim_id', 'source'])
    .expression(
      db.selectFrom('uploads')
        .select(['id as upload_id', sql<string>`cast(${a.claimId} as text)`.as('claim_id'), sql<string>`'storage_ids'`.as('source')])
        .where('id', 'in', a.ids)
        .where('purpose', '=', 'proof')
        .orderBy('id'),
    )
    .onConflict((oc) => oc.column('upload_id').doNothing())
    .returning('upload_id'),
);

/** The claim's row under `public_reference`, unless that reference is taken; answers the row inserted, if any. */
const insertClaim = preparedQuery((db, row: ClaimRow) => db.insertInto('claims').values(row).onConflict((oc) => oc.column('public_reference').doNothing()).returning('id'));

type ClaimRow = {
  [K in keyof Insertable<ClaimTable>]-?: Extract<Insertable<ClaimTable>[K], string | number | null>;
};

/** The files a dry run checked (ids DRY_RUN_UPLOAD_PREFIX…), as proof uploads for the rolled-back transaction only. */
async function insertDryRunUploads(trx: Transaction<Database>, storageIds: string[], timestamp: string): Promise<void> {
  const ids = [...new Set(storageIds)].filter((id) => id.startsWith(DRY_RUN_UPLOAD_PREFIX));
  if (!ids.length) return;
  await trx.insertInto('uploads')
    .values(ids.map((id) => ({ id, mime: 'application/pdf', extension: 'pdf', size: 0, original_name: null, stored_name: `${id}.pdf`, purpose: 'proof', created_at: timestamp })))
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

const unusableStorage = () => new ApiError(422, ErrorCode.GENERIC, 'A storage id is unknown or belongs to another claim');

/** Inserts the key's row (answer filled in at the end of the transaction); false when another has it. */
async function reserveIdempotencyKey(trx: Transaction<Database>, key: string, requestHash: string, timestamp: string): Promise<boolean> {
  const reserved = await trx.insertInto('idempotency_keys').values({ key, request_hash: requestHash, status_code: 0, response: '', created_at: timestamp })
    .onConflict((oc) => oc.column('key').doNothing()).returning('key').executeTakeFirst();
  return reserved !== undefined;
}

/** Inserts the claim under a fresh public reference, drawing another if the unique index says it is taken. */
async function insertClaimRow(trx: Transaction<Database>, row: (publicReference: string) => ClaimRow): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const reference = newPublicReference();
    const [inserted] = await insertClaim(trx, row(reference));
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
