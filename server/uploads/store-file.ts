import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import type { Db } from '../db/open-database';
import { ApiError, ErrorCode } from '../http/api-error';
import type { UploadedPart } from '../http/multipart-form';

/** Accepted upload types, decided by content (magic bytes), never by name or declared type. */
export const ACCEPTED_UPLOAD_TYPES: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'application/pdf': 'pdf',
};

export const UPLOADS_FOLDER = 'uploads';

/** Detects the type of an uploaded file: 415 code 6 unless png, jpeg or pdf. */
export async function detectUploadType(buffer: Buffer): Promise<{ mime: string; extension: string }> {
  const detected = buffer.length ? await fileTypeFromBuffer(buffer) : undefined;
  const extension = detected ? ACCEPTED_UPLOAD_TYPES[detected.mime] : undefined;
  if (!detected || !extension) throw new ApiError(415, ErrorCode.INVALID_FILE_TYPE, 'Only png, jpeg and pdf files are accepted');
  return { mime: detected.mime, extension };
}

/**
 * Stores checked files under DATA_DIR/uploads (fsynced before the row is written) and returns their ids.
 * Every file is checked before any is stored, so a bad file stores nothing.
 */
export async function storeUploads(db: Db, dataDir: string, parts: UploadedPart[], now: Date): Promise<string[]> {
  const typed = [];
  for (const part of parts) typed.push({ part, ...(await detectUploadType(part.buffer)) });
  const folder = path.join(dataDir, UPLOADS_FOLDER);
  fs.mkdirSync(folder, { recursive: true });
  const ids: string[] = [];
  for (const { part, mime, extension } of typed) {
    const id = randomUUID();
    const storedName = `${id}.${extension}`;
    writeFileDurably(path.join(folder, storedName), part.buffer);
    await db
      .insertInto('uploads')
      .values({
        id,
        mime,
        extension,
        size: part.buffer.length,
        original_name: part.filename ? part.filename.slice(0, 255) : null,
        stored_name: storedName,
        created_at: now.toISOString(),
      })
      .execute();
    ids.push(id);
  }
  return ids;
}

function writeFileDurably(file: string, data: Buffer): void {
  const fd = fs.openSync(file, 'wx', 0o600);
  try {
    fs.writeSync(fd, data);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}
