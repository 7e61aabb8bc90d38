import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import type { Insertable, Transaction } from 'kysely';
import type { Db } from '../db/open-database';
import type { Database, UploadTable } from '../db/schema';
import { ApiError, ErrorCode } from '../http/api-error';
import type { UploadedPart } from '../http/multipart-form';
import { coalescedSync } from '../db/coalesced-sync';
import { fsyncFile } from '../db/wal-group-commit';
import { DRY_RUN_UPLOAD_PREFIX, transactionUnlessDryRun } from '../http/dry-run';

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
 * Checks every file, then writes them durably into `folder` (UPLOAD_DIR, which instances may share) with
 * server-made names (the client's file name is kept as data only). A bad file stores nothing. `discard`
 * removes the files again.
 */
async function writeUploadFiles(folder: string, parts: UploadedPart[], purpose: UploadPurpose, now: Date, dryRun: boolean): Promise<{ rows: UploadRow[]; discard: () => void }> {
  const typed = [];
  for (const part of parts) typed.push({ part, ...(await detectUploadType(part.buffer)) });
  if (!dryRun) await fs.promises.mkdir(folder, { recursive: true });
  const rows: UploadRow[] = [];
  for (const { part, mime, extension } of typed) {
    // A dry run checks the file as a real upload does, and writes nothing: its id says so (DRY_RUN_UPLOAD_PREFIX).
    const id = dryRun ? `${DRY_RUN_UPLOAD_PREFIX}${randomUUID()}` : randomUUID();
    const storedName = `${id}.${extension}`;
    if (!dryRun) await writeFileDurably(path.join(folder, storedName), part.buffer);
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
  if (rows.length && !dryRun) await syncDirectory(folder);
  if (dryRun) return { rows, discard: () => undefined };
  const discard = () => rows.forEach((row) => fs.rmSync(path.join(folder, row.stored_name), { force: true }));
  return { rows, discard };
}

/**
 * Writes the files, then in one transaction their rows and whatever `work` writes with them (a ticket, a
 * claim's status change …); if that fails, the files are removed again. Returns `work`'s result. In a dry run
 * (`request.dryRun`) the files are checked but not written and the transaction is rolled back.
 */
export async function storeUploadsWith<T>(
  db: Db,
  uploadDir: string,
  parts: UploadedPart[],
  purpose: UploadPurpose,
  now: Date,
  request: { dryRun: boolean },
  work: (trx: Transaction<Database>, ids: string[]) => Promise<T>,
): Promise<T> {
  const { rows, discard } = await writeUploadFiles(uploadDir, parts, purpose, now, request.dryRun);
  try {
    return await transactionUnlessDryRun(db, request, async (trx) => {
      for (const row of rows) await trx.insertInto('uploads').values(row).execute();
      return work(trx, rows.map((row) => row.id));
    });
  } catch (error) {
    discard();
    throw error;
  }
}

/** Writes the files and their rows and returns the ids. */
export function storeUploads(db: Db, uploadDir: string, parts: UploadedPart[], purpose: UploadPurpose, now: Date, request: { dryRun: boolean }): Promise<string[]> {
  return storeUploadsWith(db, uploadDir, parts, purpose, now, request, async (_trx, ids) => ids);
}

/**
 * Writes under a temporary name of this write alone (`.partial-<uuid>`), syncs, then renames to `file`: the
 * final name only ever names a complete file, whichever instance or crash interrupts a write. Names are
 * random UUIDs and created exclusively ('wx'), so two instances sharing the folder never collide.
 */
async function writeFileDurably(file: string, data: Buffer): Promise<void> {
  const partial = path.join(path.dirname(file), `${PARTIAL_PREFIX}${randomUUID()}`);
  // Asynchronous (libuv's thread pool): the fsync of one upload does not stop every other request.
  const handle = await fs.promises.open(partial, 'wx', 0o600);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } catch (error) {
    await handle.close();
    await fs.promises.rm(partial, { force: true });
    throw error;
  }
  await handle.close();
  await fs.promises.rename(partial, file);
}

/** Files being written; a crash may leave one behind, never named like an upload (safe to delete when old). */
export const PARTIAL_PREFIX = '.partial-';

/**
 * The new directory entries survive a power cut only once the directory itself is synced. Uploads renamed
 * into the folder meanwhile share one directory fsync (a sync started after a rename covers it).
 */
function syncDirectory(folder: string): Promise<void> {
  let sync = directorySyncs.get(folder);
  if (!sync) directorySyncs.set(folder, (sync = coalescedSync(() => fsyncFile(folder))));
  return sync();
}
const directorySyncs = new Map<string, () => Promise<void>>();
