import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { coalescedSync } from '../db/coalesced-sync';
import { fsyncFile } from '../db/wal-group-commit';
import { ApiError, ErrorCode } from '../http/api-error';
import type { UploadStorage } from './upload-storage';

/** Files being written; a crash may leave one behind, never named like an upload (safe to delete when old). */
export const PARTIAL_PREFIX = '.partial-';

/** Uploads as files in `folder` (UPLOAD_DIR, which instances may share), written durably. */
export function folderStorage(folder: string): UploadStorage {
  let made: Promise<unknown> | undefined;
  const sync = coalescedSync(() => fsyncFile(folder));
  return {
    description: `folder ${folder}`,
    async put(name, data) {
      made ??= fs.promises.mkdir(folder, { recursive: true }).catch((error: NodeJS.ErrnoException) => {
        made = undefined;
        storageFailure(error);
      });
      await made;
      await writeFileDurably(path.join(folder, name), data).catch(storageFailure);
    },
    // New directory entries survive a power cut only once the directory itself is synced. Uploads renamed
    // into the folder meanwhile share one directory fsync (a sync started after a rename covers it).
    flush: () => sync().catch(storageFailure),
    remove: (name) => fs.promises.rm(path.join(folder, name), { force: true }),
    open: async (name) => {
      const handle = await fs.promises.open(path.join(folder, name), 'r');
      return handle.createReadStream();
    },
    close: () => undefined,
  };
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

/** A full disk or a folder that cannot be written: 503 in the contract's shape, the cause in the log. */
function storageFailure(error: NodeJS.ErrnoException): never {
  const message = error.code === 'ENOSPC' || error.code === 'EDQUOT' ? 'File storage is full; please try again later' : 'File storage is unavailable; please try again later';
  throw new ApiError(503, ErrorCode.GENERIC, message, error);
}
