import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp, type App, type BuildAppOptions } from '../../server/app';
import { createVersionProver } from '../../server/versions/prove-version';
import { startSimulationServer } from '../../server/simulation-server';
import { loadConfig } from '../../server/config';
import { contractProblems } from './contract-responses';
import { freshDatabase } from './test-database';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Answers that did not match the contract, over all test apps of a file; tests assert it stays empty. */
export const contractViolations: string[] = [];

export interface TestApp {
  app: App;
  dir: string;
  contentDir: string;
  /** DATABASE_URL of this app's own database on the PostgreSQL pass, {} on SQLite: pass it to processes (operator). */
  databaseEnv: Record<string, string>;
  /** JSON request helper. */
  call: (method: 'GET' | 'POST', url: string, payload?: unknown, headers?: Record<string, string>) => Promise<{ status: number; body: any; headers: Record<string, unknown> }>;
  close: () => Promise<void>;
}

/**
 * A server on a temp DATA_DIR with the real contract, the GOO00028 package with a temp content dir in place of
 * its wording, unless overridden via `env`; on the PostgreSQL pass a database of
 * its own (see test-database.ts).
 */
export async function createTestApp(env: Record<string, string> = {}, options: BuildAppOptions = {}, wording: Record<string, unknown> = {}): Promise<TestApp> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'promotion-server-'));
  const contentDir = path.join(dir, 'content');
  fs.mkdirSync(contentDir);
  // The package's wording is read with it when the server starts: <locale>.json as given (a string as it is, broken ones too).
  for (const [locale, content] of Object.entries(wording)) fs.writeFileSync(path.join(contentDir, `${locale}.json`), typeof content === 'string' ? content : JSON.stringify(content));
  const database = env.DATABASE_URL ? { env: {}, drop: async () => undefined } : await freshDatabase();
  const config = loadConfig(
    {
      ...database.env,
      DATA_DIR: path.join(dir, 'data'),
      // Its own (empty unless given) wording in place of the package's; a server of versions stores the package as it is.
      ...(options.liveVersions && !Object.keys(wording).length ? {} : { CONTENT_DIR: contentDir }),
      DEFINITIONS_DIR: path.join(REPO, 'page-definitions/GOO00028'),
      DIST_DIR: path.join(dir, 'dist'),
      CONTRACT_FILE: path.join(REPO, 'openapi/promotion-api.yaml'),
      // npm run test:server:s3: the same API tests with the uploads in a bucket.
      ...(process.env.TEST_S3_ENV ? (JSON.parse(process.env.TEST_S3_ENV) as Record<string, string>) : {}),
      ...env,
    },
    REPO,
  );
  // A studio proves versions on a server of its own, as server/main.ts sets it up.
  const prover = options.studio || options.liveVersions ? { proveVersion: createVersionProver(startSimulationServer) } : {};
  const app = await buildApp(config, { logger: false, ...prover, ...options });
  // Every answer of the API must be documented by the contract (status and body shape).
  app.addHook('onSend', async (request, reply, payload) => {
    let body: unknown = payload;
    if (typeof payload === 'string') {
      try {
        body = JSON.parse(payload);
      } catch {
        /* keep text */
      }
    }
    const problems = contractProblems(request.method, request.url, reply.statusCode, String(reply.getHeader('content-type') ?? ''), body ?? '');
    if (problems.length && !request.url.includes('__')) contractViolations.push(...problems);
    return payload;
  });
  return {
    app,
    dir,
    contentDir,
    databaseEnv: database.env,
    call: async (method, url, payload, headers) => {
      const response = await app.inject({ method, url: `/api/2022launch${url}`, payload: payload as any, headers });
      let body: unknown = response.body;
      try {
        body = response.json();
      } catch {
        /* not JSON */
      }
      return { status: response.statusCode, body, headers: response.headers };
    },
    close: async () => {
      await app.close();
      await database.drop();
      if (contractViolations.length) throw new Error(`Answers outside the contract:\n${[...new Set(contractViolations)].join('\n')}`);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
