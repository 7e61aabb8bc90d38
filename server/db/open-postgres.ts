import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

/**
 * A Kysely over a pg Pool for `DATABASE_URL=postgres://…`. The pool opens connections as needed, at most
 * `poolSize`; several instances share the database, so the pool size times the instances must stay below
 * the server's max_connections.
 */
export function openPostgres(url: string, poolSize: number): Kysely<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 10_000 });
  // An idle connection that the server drops (restart, failover) must not crash the process; the pool
  // replaces it on the next checkout.
  pool.on('error', () => undefined);
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}
