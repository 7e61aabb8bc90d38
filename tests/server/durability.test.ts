/**
 * Nothing acknowledged is lost: the real server process is SIGKILLed right after answering, restarted on the
 * same DATA_DIR, and every acknowledged claim, file and idempotent answer is still there.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimBody, GB } from './claim-fixtures';
import { PDF, PNG } from './multipart';
import { startServerProcess, type ServerProcess } from './server-process';
import { freshDatabase, openTestDatabase, type TestDatabase } from './test-database';

let dir: string;
let env: Record<string, string>;
let server: ServerProcess | undefined;
let database: TestDatabase;

beforeAll(async () => {
  database = await freshDatabase();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'promotion-durability-'));
  fs.mkdirSync(path.join(dir, 'dist'));
  // The site is not built here: the server must start without dist (API only, site pages answer 503).
  env = { ...database.env, DATA_DIR: path.join(dir, 'data'), DIST_DIR: path.join(dir, 'dist'), CLAIM_RATE_LIMIT_PER_MINUTE: '0', UPLOAD_RATE_LIMIT_PER_MINUTE: '0', LOOKUP_RATE_LIMIT_PER_MINUTE: '0' };
});
afterAll(async () => {
  await server?.stop('SIGKILL');
  await database.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function call(path: string, init: { json?: unknown; file?: Buffer; headers?: Record<string, string> }) {
  let body: BodyInit;
  const headers = { ...init.headers };
  if (init.file) {
    body = new FormData();
    body.append('file', new Blob([new Uint8Array(init.file)]), 'proof.bin');
  } else {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.json);
  }
  const r = await fetch(`${server!.origin}/api/2022launch${path}`, { method: 'POST', body, headers });
  return { status: r.status, body: await r.json() };
}

describe('durability across a kill', () => {
  const claims: Array<{ email: string; reference: string }> = [];
  const files: Array<{ id: string; content: Buffer }> = [];
  let spareUpload: string;
  let idempotent: Array<{ status: number; body: any }>;
  let idempotentBody: ReturnType<typeof claimBody>;

  it('acknowledges uploads and claims, and answers two concurrent submits with one Idempotency-Key alike', async () => {
    server = await startServerProcess(env);
    for (const content of [PNG, PDF, PNG, PNG, PNG]) {
      const r = await call('/file-upload', { file: content });
      expect(r.status).toBe(201);
      files.push({ id: r.body.data.id, content });
    }
    for (let i = 0; i < 3; i++) {
      const email = `kill-${i}@example.com`;
      const r = await call('/claim', { json: claimBody([files[i].id], { email }) });
      expect(r.status).toBe(200);
      claims.push({ email, reference: r.body.data.public_reference });
    }
    idempotentBody = claimBody([files[3].id], { email: 'twice@example.com' });
    idempotent = await Promise.all([0, 1].map(() => call('/claim', { json: idempotentBody, headers: { 'Idempotency-Key': 'durable-key' } })));
    expect(idempotent.map((r) => r.status)).toEqual([200, 200]);
    expect(idempotent[1].body).toEqual(idempotent[0].body);
    spareUpload = files[4].id;
  });

  it('SIGKILL, restart: every acknowledged claim is found, with its status, by e-mail and reference', async () => {
    await server!.stop('SIGKILL');
    expect(server!.child.signalCode).toBe('SIGKILL');
    server = await startServerProcess(env);
    for (const { email, reference } of [...claims, { email: 'twice@example.com', reference: idempotent[0].body.data.public_reference }]) {
      const r = await call('/claim-details-request', { json: { promotion_id: GB, email, reference } });
      expect(r.status, reference).toBe(200);
      expect(r.body.data).toMatchObject({ reference, email, status: 'PENDING' });
    }
  });

  it('every acknowledged file is on disk with its bytes and still known: an unused one can still be claimed', async () => {
    const db = openTestDatabase(env.DATA_DIR, env);
    try {
      for (const { id, content } of files) {
        const row = await db.selectFrom('uploads').select('stored_name').where('id', '=', id).executeTakeFirst();
        expect(row, id).toBeDefined();
        expect(fs.readFileSync(path.join(env.DATA_DIR, 'uploads', row!.stored_name)).equals(content)).toBe(true);
      }
      const keyed = await db.selectFrom('claims').select((eb) => eb.fn.countAll<string | number>().as('n')).where('email', '=', 'twice@example.com').executeTakeFirstOrThrow();
      expect(Number(keyed.n)).toBe(1);
    } finally {
      await db.destroy();
    }
    expect((await call('/claim', { json: claimBody([spareUpload]) })).status).toBe(200);
  });

  it('repeating the idempotent submit after the restart answers the same claim', async () => {
    const again = await call('/claim', { json: idempotentBody, headers: { 'Idempotency-Key': 'durable-key' } });
    expect(again).toEqual(idempotent[0]);
  });
});
