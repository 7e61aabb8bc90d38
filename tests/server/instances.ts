/**
 * Several real server processes (server/main.ts) on one database and one shared UPLOAD_DIR, as behind a load
 * balancer: for the multi-instance tests of the PostgreSQL pass.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { claimBody } from './claim-fixtures';
import { PNG } from './multipart';
import { freePort } from '../../scripts/throwaway-services.mjs';
import { startServerProcess, type ServerProcess, type ServerProcessOptions } from './server-process';
import { freshDatabase, openTestDatabase, type TestDatabase } from './test-database';

export interface Instances {
  servers: ServerProcess[];
  uploadDir: string;
  database: TestDatabase;
  /** A Kysely on the instances' database. */
  db: () => ReturnType<typeof openTestDatabase>;
  /** Stops every process still running (SIGKILL) and removes the database and folders. */
  stop: () => Promise<void>;
}

/**
 * Starts `count` instances together (so they migrate at the same moment) on a fresh database; with `portFrom`
 * on the first free ports from it (else any free port); `each(i)`: environment of instance i only.
 */
export async function startInstances(
  count: number,
  env: Record<string, string> = {},
  options: ServerProcessOptions & { portFrom?: number; each?: (index: number) => Record<string, string> } = {},
): Promise<Instances> {
  const { portFrom, each, ...processOptions } = options;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'promotion-instances-'));
  const uploadDir = path.join(dir, 'shared-uploads');
  fs.mkdirSync(path.join(dir, 'dist'));
  const database = await freshDatabase();
  const common = {
    ...database.env,
    UPLOAD_DIR: uploadDir,
    DIST_DIR: path.join(dir, 'dist'),
    // Each test file its own Redis keys, so files running at once do not share budgets.
    REDIS_KEY_PREFIX: `test-${randomBytes(6).toString('hex')}:`,
    CLAIM_RATE_LIMIT_PER_MINUTE: '0',
    UPLOAD_RATE_LIMIT_PER_MINUTE: '0',
    LOOKUP_RATE_LIMIT_PER_MINUTE: '0',
    ...env,
  };
  const ports: number[] = [];
  for (let i = 0; portFrom !== undefined && i < count; i++) ports.push(await freePort(i ? ports[i - 1] + 1 : portFrom));
  const started = await Promise.allSettled(
    Array.from({ length: count }, (_, i) => startServerProcess({ ...common, ...each?.(i), DATA_DIR: path.join(dir, `data-${i}`), ...(ports.length ? { PORT: String(ports[i]) } : {}) }, processOptions)),
  );
  const servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const stop = async () => {
    await Promise.all(servers.map((s) => s.stop('SIGKILL')));
    await database.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    await stop();
    throw (failed as PromiseRejectedResult).reason;
  }
  return { servers, uploadDir, database, db: () => openTestDatabase(path.join(dir, 'data-0'), database.env), stop };
}

export interface Answer {
  status: number;
  body: any;
  headers: Headers;
}

/** POST JSON to the API of one instance. */
export async function postJson(server: ServerProcess, urlPath: string, json: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const r = await fetch(`${server.origin}/api/2022launch${urlPath}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(json) });
  return { status: r.status, body: await r.json(), headers: r.headers };
}

/** Uploads one proof file through `server`; its storage id. */
export async function uploadProof(server: ServerProcess): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'proof.png');
  const r = await fetch(`${server.origin}/api/2022launch/file-upload`, { method: 'POST', body: form });
  if (r.status !== 201) throw new Error(`upload answered ${r.status}`);
  return ((await r.json()) as { data: { id: string } }).data.id;
}

/** `count` proof files, uploaded alternately through the instances. */
export function uploadProofs(servers: ServerProcess[], count: number): Promise<string[]> {
  return Promise.all(Array.from({ length: count }, (_, i) => uploadProof(servers[i % servers.length])));
}

export { claimBody };
