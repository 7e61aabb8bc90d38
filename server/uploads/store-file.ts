import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import type { Insertable, Transaction } from 'kysely';
import type { Db } from '../db/open-database';
import type { Database, UploadTable } from '../db/schema';
import { ApiError, ErrorCode } from '../http/api-error';
import type { UploadedPart } from '../http/multipart-form';
import { DRY_RUN_UPLOAD_PREFIX, transactionUnlessDryRun } from '../http/dry-run';
import type { UploadStorage } from './upload-storage';

/** Accepted upload types, decided by content (magic bytes), never by name or declared type. */
export const ACCEPTED_UPLOAD_TYPES: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'application/pdf': 'pdf',
};

/** Why a file was uploaded: only `proof` files (from /file-upload) may be named in a claim's storage_ids. */
export type UploadPurpose = 'proof' | 'missing-information' | 'ticket';

export type UploadRow = Insertable<UploadTable>;

/** Detects the type of an uploaded file: 415 code 6 unless png, jpeg or pdf. */
export async function detectUploadType(buffer: Buffer): Promise<{ mime: string; extension: string }> {
  const detected = buffer.length ? await fileTypeFromBuffer(buffer) : undefined;
  const extension = detected ? ACCEPTED_UPLOAD_TYPES[detected.mime] : undefined;
  if (!detected || !extension) throw new ApiError(415, ErrorCode.INVALID_FILE_TYPE, 'Only png, jpeg and pdf files are accepted');
  return { mime: detected.mime, extension };
}

/**
 * Checks every file, then stores them (in the folder or the bucket) under server-made names (the client's file
 * name is kept as data only). A bad file stores nothing. `discard` removes the files again.
 */
async function writeUploadFiles(storage: UploadStorage, parts: UploadedPart[], purpose: UploadPurpose, now: Date, dryRun: boolean): Promise<{ rows: UploadRow[]; discard: () => Promise<void> }> {
  const typed = [];
  for (const part of parts) typed.push({ part, ...(await detectUploadType(part.buffer)) });
  const rows: UploadRow[] = [];
  const discard = () => Promise.allSettled(rows.map((row) => storage.remove(row.stored_name))).then(() => undefined);
  try {
    for (const { part, mime, extension } of typed) {
      // A dry run checks the file as a real upload does, and writes nothing: its id says so (DRY_RUN_UPLOAD_PREFIX).
      const id = dryRun ? `${DRY_RUN_UPLOAD_PREFIX}${randomUUID()}` : randomUUID();
      const storedName = `${id}.${extension}`;
      if (!dryRun) await storage.put(storedName, part.buffer, mime);
      rows.push({
        id,
        mime,
        extension,
        size: part.buffer.length,
        original_name: part.filename ? part.filename.slice(0, 255) : null,
        stored_name: storedName,
        purpose,
        created_at: now.toISOString(),
      });
    }
    if (rows.length && !dryRun) await storage.flush();
  } catch (error) {
    if (!dryRun) await discard();
    throw error;
  }
  return { rows, discard: dryRun ? async () => undefined : discard };
}

/**
 * Stores the files, then in one transaction their rows and whatever `work` writes with them (a ticket, a
 * claim's status change …); if that fails, the files are removed again. Returns `work`'s result. In a dry run
 * (`request.dryRun`) the files are checked but not written and the transaction is rolled back.
 */
export async function storeUploadsWith<T>(
  db: Db,
  storage: UploadStorage,
  parts: UploadedPart[],
  purpose: UploadPurpose,
  now: Date,
  request: { dryRun: boolean },
  work: (trx: Transaction<Database>, ids: string[]) => Promise<T>,
): Promise<T> {
  const { rows, discard } = await writeUploadFiles(storage, parts, purpose, now, request.dryRun);
  try {
    return await transactionUnlessDryRun(db, request, async (trx) => {
      for (const row of rows) await trx.insertInto('uploads').values(row).execute();
      return work(trx, rows.map((row) => row.id));
    });
  } catch (error) {
    await discard();
    throw error;
  }
}

/** Writes the files and their rows and returns the ids. */
export function storeUploads(db: Db, storage: UploadStorage, parts: UploadedPart[], purpose: UploadPurpose, now: Date, request: { dryRun: boolean }): Promise<string[]> {
  return storeUploadsWith(db, storage, parts, purpose, now, request, async (_trx, ids) => ids);
}

