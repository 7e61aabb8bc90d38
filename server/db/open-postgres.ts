import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

/**
 * A Kysely over a pg Pool for `DATABASE_URL=postgres://…`. The pool opens connections as needed, at most
 * `poolSize`; several instances share the database, so the pool size times the instances must stay below
 * the server's max_connections.
 *
 * A database that goes away or stops answering must cost requests a 503, never the process or a request held
 * forever: `timeoutMs` bounds a checkout (connecting, or waiting for a free connection), a statement on the
 * server (statement_timeout) and the wait for its answer on the client (a paused or unreachable server, just
 * after the statement_timeout); a connection whose answer did not come is closed, not handed out again.
 */
export function openPostgres(url: string, poolSize: number, timeoutMs = 10_000): Kysely<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: timeoutMs,
    statement_timeout: timeoutMs,
    query_timeout: timeoutMs + 1000,
  });
  // An idle connection that the server drops (restart, failover) must not crash the process; the pool
  // replaces it on the next checkout.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => {
    // The same for a connection in use: its query fails (answered 503), and its 'error' event must find a
    // listener or it would end the process. The pool discards the broken connection when it is released.
    client.on('error', () => undefined);
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      const result = query(...args);
      if (result instanceof Promise) result.catch((error: Error) => error?.message === 'Query read timeout' && closeConnection(client));
      return result;
    }) as typeof client.query;
  });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/** A query whose answer never came leaves the connection waiting for it: close it, so the pool drops it. */
function closeConnection(client: pg.PoolClient): void {
  (client as unknown as { connection?: { stream?: { destroy: () => void } } }).connection?.stream?.destroy();
}
