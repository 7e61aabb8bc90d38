import type { Readable } from 'node:stream';
import type { Db } from '../db/open-database';
import type { UploadStorage } from '../uploads/upload-storage';
import { openClaimPayload, openRewardDetail } from './claim-secrets';
import { customerRecordIds, normaliseEmail } from './customer-records';
import { writeZip, type ZipEntry } from './zip-writer';

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const parse = (text: string) => JSON.parse(text) as unknown;
/** A file name safe inside the archive (the client's name is data, never a path). */
const safeName = (name: string) => name.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 100);

/**
 * Everything stored about an address in every promotion, as `customer.json` (claims with their bank or PayPal
 * details opened, events, survey answers, consignments, rewards; contact messages) and the files they hold
 * (`files/<claim reference or ticket id>/…`), in a zip at `file` (owner-only).
 */
export async function exportCustomer(db: Db, uploads: UploadStorage, email: string, file: string, now: Date): Promise<{ file: string; claims: number; tickets: number; files: number }> {
  const { claimIds, ticketIds } = await customerRecordIds(db, email);
  const entries: ZipEntry[] = [];
  const claims = [];
  for (const id of claimIds) {
    const claim = await db.selectFrom('claims').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const events = await db.selectFrom('claim_events').select(['kind', 'payload', 'created_at']).where('claim_id', '=', id).orderBy('id').execute();
    const survey = await db.selectFrom('survey_responses').select(['answers', 'created_at']).where('claim_id', '=', id).orderBy('id').execute();
    const consignments = await db.selectFrom('consignments').select(['id', 'courier_method', 'courier_url', 'created_at']).where('claim_id', '=', id).execute();
    const rewards = await db.selectFrom('claim_rewards').select(['currency', 'amount', 'revaluation_state']).where('claim_id', '=', id).execute();
    const documents = await db
      .selectFrom('claim_documents')
      .innerJoin('uploads', 'uploads.id', 'claim_documents.upload_id')
      .select(['uploads.id', 'uploads.stored_name', 'uploads.original_name', 'uploads.mime', 'uploads.created_at', 'claim_documents.source'])
      .where('claim_documents.claim_id', '=', id)
      .execute();
    const files = [];
    for (const d of documents) {
      const path = `files/${claim.public_reference}/${d.id}-${safeName(d.original_name ?? d.stored_name)}`;
      entries.push({ name: path, data: await bytesOf(await uploads.open(d.stored_name)) });
      files.push({ path, original_name: d.original_name, mime: d.mime, uploaded_at: d.created_at, source: d.source });
    }
    claims.push({
      reference: claim.public_reference,
      promotion_id: claim.promotion_id,
      status: claim.status,
      status_message: claim.status_message,
      created_at: claim.created_at,
      updated_at: claim.updated_at,
      claim: openClaimPayload(db, id, claim.payload),
      reward_detail: openRewardDetail(db, id, claim.reward_detail),
      events: events.map((e) => ({ kind: e.kind, at: e.created_at, detail: parse(e.payload) })),
      survey_answers: survey.map((s) => ({ at: s.created_at, answers: parse(s.answers) })),
      consignments,
      rewards,
      files,
    });
  }
  const tickets = [];
  for (const id of ticketIds) {
    const ticket = await db.selectFrom('tickets').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const ids = parse(ticket.document_ids) as string[];
    const rows = ids.length ? await db.selectFrom('uploads').select(['id', 'stored_name', 'original_name', 'mime']).where('id', 'in', ids).execute() : [];
    const files = [];
    for (const row of rows) {
      const path = `files/ticket-${id}/${row.id}-${safeName(row.original_name ?? row.stored_name)}`;
      entries.push({ name: path, data: await bytesOf(await uploads.open(row.stored_name)) });
      files.push({ path, original_name: row.original_name, mime: row.mime });
    }
    tickets.push({ id, promotion_id: ticket.promotion_id, created_at: ticket.created_at, message: parse(ticket.payload), files });
  }
  const document = { email: normaliseEmail(email), exported_at: now.toISOString(), claims, contact_messages: tickets };
  entries.unshift({ name: 'customer.json', data: Buffer.from(JSON.stringify(document, null, 2)) });
  writeZip(file, entries);
  return { file, claims: claims.length, tickets: tickets.length, files: entries.length - 1 };
}
