import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3Settings } from '../config';
import { ApiError, ErrorCode } from '../http/api-error';
import type { UploadStorage } from './upload-storage';

/**
 * Uploads as objects in an S3-compatible bucket. Credentials come the AWS SDK's standard way (environment
 * AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, AWS_PROFILE, an instance or task role …). PutObject stores an
 * object whole or not at all; its name is a fresh UUID, and `If-None-Match: *` asks the store to refuse
 * replacing one anyway (stores that do not know the header ignore it).
 */
export function s3Storage(settings: S3Settings): UploadStorage {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    // A store that does not answer fails the upload within seconds (503) rather than holding it.
    requestHandler: { connectionTimeout: 3000, requestTimeout: 15_000 },
    maxAttempts: 2,
  });
  const key = (name: string) => `${settings.prefix}${name}`;
  return {
    description: `s3://${settings.bucket}/${settings.prefix}`,
    async put(name, data, mime) {
      await client
        .send(new PutObjectCommand({ Bucket: settings.bucket, Key: key(name), Body: data, ContentLength: data.length, ContentType: mime, IfNoneMatch: '*' }))
        .catch(storageFailure);
    },
    flush: async () => undefined,
    async remove(name) {
      await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: key(name) }));
    },
    async open(name) {
      const answer = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: key(name) }));
      return answer.Body as Readable;
    },
    close: () => client.destroy(),
  };
}

/** Whatever keeps the store from taking the file (unreachable, failing, refusing): 503, the cause in the log. */
function storageFailure(error: unknown): never {
  throw new ApiError(503, ErrorCode.GENERIC, 'File storage is unavailable; please try again later', error);
}
