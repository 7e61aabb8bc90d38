import type { PendingFiles } from '../engine/contract';

const files = new Map<string, File>();

/** In-memory store of chosen files until upload; a reload loses the File objects, never the uploaded ids. */
export const pendingFiles: PendingFiles = {
  add(file) {
    const key = crypto.randomUUID();
    files.set(key, file);
    return key;
  },
  get: (key) => files.get(key),
  remove: (key) => void files.delete(key),
};
