/**
 * Files chosen but not uploaded yet. File objects cannot live in the form values (they are saved as JSON), so
 * the values hold { key, name, size, type } and the File waits here until the upload action sends it.
 * Lost on reload: a key without a file here must be chosen again.
 */
const pending = new Map<string, File>();

export function keepPendingFile(file: File): string {
  const key = crypto.randomUUID();
  pending.set(key, file);
  return key;
}

/** The file behind a key. It stays available so a failed upload can be retried; forget it once uploaded. */
export function takePendingFile(key: string): File | undefined {
  return pending.get(key);
}

export function forgetPendingFile(key: string): void {
  pending.delete(key);
}

export function hasPendingFile(key: string): boolean {
  return pending.has(key);
}
