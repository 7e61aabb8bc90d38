import type { Readable } from 'node:stream';
import type { ServerConfig } from '../config';
import { folderStorage } from './folder-storage';

/**
 * Where uploaded files live: a folder (UPLOAD_DIR, the default) or an S3-compatible bucket (S3_BUCKET). Names
 * are made by the server (random UUIDs) and never reused.
 */
export interface UploadStorage {
  /** Stores `data` under `name` completely or not at all, never replacing a file of that name. */
  put(name: string, data: Buffer, mime: string): Promise<void>;
  /** Makes the files put so far survive a crash (the folder's directory fsync); before their rows are committed. */
  flush(): Promise<void>;
  /** Removes a file (its rows were not committed); a missing file is no error. */
  remove(name: string): Promise<void>;
  /** The file's bytes as a stream (never read whole into memory). */
  open(name: string): Promise<Readable>;
  /** Releases connections (at shutdown). */
  close(): void;
  /** For logs: `folder /path` or `s3://bucket`. */
  readonly description: string;
}

/** The AWS SDK is loaded only when a bucket is configured: the folder's instances start without it. */
export async function openUploadStorage(config: Pick<ServerConfig, 'uploadDir' | 's3'>): Promise<UploadStorage> {
  if (!config.s3) return folderStorage(config.uploadDir);
  const { s3Storage } = await import('./s3-storage');
  return s3Storage(config.s3);
}
