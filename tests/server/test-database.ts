/**
 * Which database the server tests run against. `npm test` runs tests/server twice: on SQLite (each test's
 * own DATA_DIR) and, through scripts/test-server-postgres.mjs, on a throwaway PostgreSQL cluster whose
 * admin URL it passes as TEST_DATABASE_URL. Each test app or server process then gets a database of its own.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Db } from '../../server/db/open-database';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;
/** Set by the PostgreSQL pass when it could start redis-server (multi-instance rate-limit tests). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL || undefined;
export const onPostgres = TEST_DATABASE_URL !== undefined;
/** The keys the PostgreSQL pass seals with (the server refuses DATABASE_URL without ENCRYPTION_KEYS). */
export const TEST_ENCRYPTION_KEYS = `test-1:${Buffer.alloc(32, 7).toString('base64')}`;

export interface TestDatabase {
  /** Environment for the server: DATABASE_URL on PostgreSQL, nothing on SQLite (DATA_DIR decides). */
  env: Record<string, string>;
  /** Removes the database (PostgreSQL); a no-op on SQLite, whose file goes with its temp DATA_DIR. */
  drop: () => Promise<void>;
}

/**
 * The admin URL as the environment holds it now: read at each call, not at import, because the fault runs
 * (scripts/faults/stack.ts) set it after their modules, this one among them, were imported.
 */
const adminUrl = () => process.env.TEST_DATABASE_URL || undefined;

/** A new, empty database on PostgreSQL (CREATE DATABASE, about 70 ms), or nothing to do on SQLite. */
export async function freshDatabase(): Promise<TestDatabase> {
  const adminDatabase = adminUrl();
  if (!adminDatabase) return { env: {}, drop: async () => undefined };
  const name = `test_${randomBytes(8).toString('hex')}`;
  await admin((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminDatabase);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString(), ENCRYPTION_KEYS: TEST_ENCRYPTION_KEYS },
    drop: async () => void (await admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))),
  };
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A Kysely on the test's database, as the server would open it (tests that look behind the API). */
export function openTestDatabase(dataDir: string, env: Record<string, string>): Db {
  return openDatabase({ dataDir, databaseUrl: env.DATABASE_URL, databasePoolSize: 2 });
}
