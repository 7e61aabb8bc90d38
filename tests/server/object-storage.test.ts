/**
 * Uploads in S3-compatible object storage (S3_BUCKET): against a real S3-compatible server the test starts
 * itself (s3rver, scripts/throwaway-services.mjs). The same promises as the folder: stored first and recorded
 * after, server-made names, type by content, the size limit, nothing recorded when the store is away (503 in the
 * contract's error shape), and uploads work again once it is back. Runs on SQLite and on the PostgreSQL pass.
 */
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { s3Storage } from '../../server/uploads/s3-storage';
import { startThrowawayS3 } from '../../scripts/throwaway-services.mjs';
import { multipart, PNG, PDF } from './multipart';
import { createTestApp, type TestApp } from './test-app';

let s3: Awaited<ReturnType<typeof startThrowawayS3>>;
let t: TestApp;
beforeAll(async () => {
  s3 = await startThrowawayS3();
  // The SDK reads the credentials the standard way: from the environment here.
  process.env.AWS_ACCESS_KEY_ID = s3.env.AWS_ACCESS_KEY_ID;
  process.env.AWS_SECRET_ACCESS_KEY = s3.env.AWS_SECRET_ACCESS_KEY;
  t = await createTestApp({ S3_BUCKET: s3.bucket, S3_ENDPOINT: s3.endpoint, MAX_UPLOAD_BYTES: '4096', UPLOAD_RATE_LIMIT_PER_MINUTE: '0' });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await s3?.stop();
});

async function upload(content: Buffer, filename = 'proof.png') {
  const r = await t.app.inject({ method: 'POST', url: '/api/2022launch/file-upload', ...multipart({}, [{ field: 'file', filename, content, type: 'image/png' }]) });
  return { status: r.statusCode, body: r.json(), headers: r.headers };
}
const objectKeys = async () => s3.objectKeys();
const rowCount = async () => Number((await t.app.db.selectFrom('uploads').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
const storage = () => s3Storage(loadConfig({ S3_BUCKET: s3.bucket, S3_ENDPOINT: s3.endpoint }).s3!);

describe('uploads in an S3-compatible bucket', () => {
  it('stores the file as uploads/<uuid>.<type by content> with its bytes, then records it; downloads stream it back', async () => {
    const r = await upload(PDF, '../../invoice.png');
    expect(r.status).toBe(201);
    const id = r.body.data.id as string;
    const row = await t.app.db.selectFrom('uploads').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ mime: 'application/pdf', stored_name: `${id}.pdf`, size: PDF.length });
    expect(await objectKeys()).toContain(`uploads/${id}.pdf`);
    const store = storage();
    try {
      expect(await text(await store.open(row.stored_name))).toBe(PDF.toString());
    } finally {
      store.close();
    }
  });

  it('gives every upload its own name: 20 at once make 20 objects and 20 rows', async () => {
    const before = await objectKeys();
    const answers = await Promise.all(Array.from({ length: 20 }, () => upload(PNG)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
    const added = (await objectKeys()).filter((k) => !before.includes(k));
    expect(added.sort()).toEqual(answers.map((a) => `uploads/${a.body.data.id}.png`).sort());
  });

  it('stores nothing for a file of the wrong type (415) or over the size limit (413)', async () => {
    const [keys, rows] = [await objectKeys(), await rowCount()];
    expect((await upload(Buffer.from('<html></html>'))).status).toBe(415);
    expect((await upload(Buffer.concat([PNG, Buffer.alloc(5000)]))).status).toBe(413);
    expect([await objectKeys(), await rowCount()]).toEqual([keys, rows]);
  });

  it('answers 503 in the contract shape and records nothing while the store is away; works again when it is back', async () => {
    const rows = await rowCount();
    await s3.stop({ keep: true });
    try {
      const r = await upload(PNG);
      expect(r.status).toBe(503);
      expect(r.body).toEqual({ errors: [{ code: 1, message: expect.stringMatching(/storage is unavailable/) }] });
      expect(r.headers['retry-after']).toBeDefined();
      expect(await rowCount()).toBe(rows);
    } finally {
      await s3.start();
    }
    const again = await upload(PNG);
    expect(again.status).toBe(201);
    expect(await objectKeys()).toContain(`uploads/${again.body.data.id}.png`);
  }, 30_000);

  it('removes the object again when its row cannot be committed', async () => {
    const keys = await objectKeys();
    // An upload whose row fails (a store whose rows are refused: the uploads table is gone) leaves no object behind.
    await t.app.db.schema.alterTable('uploads').renameTo('uploads_away').execute();
    try {
      expect((await upload(PNG)).status).toBe(500);
    } finally {
      await t.app.db.schema.alterTable('uploads_away').renameTo('uploads').execute();
    }
    expect(await objectKeys()).toEqual(keys);
  });
});

describe('object storage configuration', () => {
  it('is chosen by S3_BUCKET, with the endpoint, region and path style', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({ S3_BUCKET: 'promo-uploads', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_REGION: 'eu-west-3' }).s3).toEqual({
      bucket: 'promo-uploads',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-west-3',
      forcePathStyle: true,
      prefix: 'uploads/',
    });
    expect(loadConfig({ S3_BUCKET: 'promo-uploads', AWS_REGION: 'eu-central-1' }).s3).toMatchObject({ region: 'eu-central-1', forcePathStyle: false, endpoint: undefined });
  });

  it('lists every bad value', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'http://x' })).toThrow(/S3_ENDPOINT is set but S3_BUCKET is not/);
    expect(() => loadConfig({ S3_BUCKET: 'Bad_Bucket', S3_ENDPOINT: 'ftp://x', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      /S3_BUCKET must be a bucket name[\s\S]*S3_ENDPOINT must be a http:\/\/ or https:\/\/ URL[\s\S]*S3_FORCE_PATH_STYLE must be on or off/,
    );
  });
});
