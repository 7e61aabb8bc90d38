import type { Db } from '../db/open-database';
import type { UploadStorage } from '../uploads/upload-storage';

/** What a claim keeps of its body once erased: what carries no person (the results count reward methods). */
function erasedPayload(payload: string): string {
  try {
    const body = JSON.parse(payload) as { reward_method?: { method?: unknown }; purchase?: { reseller_id?: unknown; items?: Array<{ product_id?: unknown }> } };
    return JSON.stringify({
      erased: true,
      reward_method: { method: body.reward_method?.method ?? null },
      purchase: { reseller_id: body.purchase?.reseller_id ?? null, items: (body.purchase?.items ?? []).map((item) => ({ product_id: item.product_id ?? null })) },
    });
  } catch {
    return JSON.stringify({ erased: true });
  }
}

/** Claims erased per transaction: a few statements for all of them, short enough not to hold customers up. */
const CHUNK = 100;

/**
 * Erases the personal data of these claims: their files (folder or bucket) and upload rows, identifiers (IMEIs,
 * serials), survey answers, idempotency records, the texts of their events (return reasons, notes), and in the
 * claim row the e-mail, the body (bank details with it), the reward detail, the visitor id and the status message.
 * Kept: the row's id, reference, promotion, status, dates, reward method and products, so the results still count it.
 *
 * Idempotent and resumable: per chunk of claims, the files go first (a missing file is no error), then one
 * transaction erases the rows and sets `erased_at`. A run killed between the two leaves the rows, which name the
 * files, and the next run removes the files again (gone already) and commits the rows: nothing stays half-erased.
 */
export async function eraseClaims(db: Db, uploads: UploadStorage, claimIds: readonly string[], now: Date): Promise<{ claims: number; files: number }> {
  let files = 0;
  for (let start = 0; start < claimIds.length; start += CHUNK) {
    const chunk = claimIds.slice(start, start + CHUNK);
    const documents = await db
      .selectFrom('claim_documents')
      .innerJoin('uploads', 'uploads.id', 'claim_documents.upload_id')
      .select(['uploads.id', 'uploads.stored_name', 'claim_documents.claim_id'])
      .where('claim_documents.claim_id', 'in', chunk)
      .execute();
    for (const document of documents) await uploads.remove(document.stored_name);
    files += documents.length;
    await db.transaction().execute(async (trx) => {
      const claims = await trx.selectFrom('claims').select(['id', 'payload']).where('id', 'in', chunk).where('erased_at', 'is', null).execute();
      if (!claims.length) return;
      const ids = claims.map((claim) => claim.id);
      const uploadIds = documents.filter((d) => ids.includes(d.claim_id)).map((d) => d.id);
      await trx.deleteFrom('claim_documents').where('claim_id', 'in', ids).execute();
      if (uploadIds.length) await trx.deleteFrom('uploads').where('id', 'in', uploadIds).execute();
      await trx.deleteFrom('claim_identifiers').where('claim_id', 'in', ids).execute();
      await trx.deleteFrom('survey_responses').where('claim_id', 'in', ids).execute();
      // Their messages: the address they went to, and any still waiting (an erased claim is mailed no more).
      await trx.deleteFrom('message_outbox').where('claim_id', 'in', ids).execute();
      await trx.deleteFrom('idempotency_keys').where('claim_id', 'in', ids).execute();
      await trx.updateTable('claim_events').set({ payload: '{}' }).where('claim_id', 'in', ids).execute();
      for (const claim of claims) {
        await trx
          .updateTable('claims')
          .set({ email: '', payload: erasedPayload(claim.payload), reward_detail: null, visitor_id: null, status_message: null, erased_at: now.toISOString() })
          .where('id', '=', claim.id)
          .execute();
      }
    });
  }
  return { claims: claimIds.length, files };
}

/** Deletes tickets (contact messages) with their files: files first, then the rows (resumable as above). */
export async function eraseTickets(db: Db, uploads: UploadStorage, ticketIds: readonly string[]): Promise<{ tickets: number; files: number }> {
  let files = 0;
  for (const ticketId of ticketIds) {
    const ticket = await db.selectFrom('tickets').select('document_ids').where('id', '=', ticketId).executeTakeFirst();
    if (!ticket) continue;
    const ids = JSON.parse(ticket.document_ids) as string[];
    const rows = ids.length ? await db.selectFrom('uploads').select(['id', 'stored_name']).where('id', 'in', ids).execute() : [];
    for (const row of rows) await uploads.remove(row.stored_name);
    files += rows.length;
    await db.transaction().execute(async (trx) => {
      if (rows.length) await trx.deleteFrom('uploads').where('id', 'in', rows.map((r) => r.id)).execute();
      await trx.deleteFrom('tickets').where('id', '=', ticketId).execute();
    });
  }
  return { tickets: ticketIds.length, files };
}

/** Deletes uploads (rows no claim or ticket names) with their files. */
export async function eraseUploads(db: Db, uploads: UploadStorage, rows: ReadonlyArray<{ id: string; stored_name: string }>): Promise<number> {
  for (const row of rows) {
    await uploads.remove(row.stored_name);
    await db.deleteFrom('uploads').where('id', '=', row.id).execute();
  }
  return rows.length;
}
