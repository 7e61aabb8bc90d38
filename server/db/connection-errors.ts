/**
 * Whether `error` says the database is away rather than that the request is wrong: refused or dropped
 * connections, a pool that could not connect in time, a query that got no answer in time, PostgreSQL shutting
 * down or starting up (SQLSTATE class 08 and 57P0x), a statement cancelled by statement_timeout (57014).
 * Such a request is answered 503: nothing was committed, and repeating it later is safe.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error as (Error & { code?: unknown; cause?: unknown }) | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (NETWORK_CODES.has(code) || code.startsWith('08') || /^57P0[1-4]$/.test(code) || code === '57014') return true;
    if (typeof e.message === 'string' && UNAVAILABLE_MESSAGES.test(e.message)) return true;
  }
  return false;
}

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

// node-postgres' own wording for a lost or missing connection, and the pool's checkout and query timeouts.
const UNAVAILABLE_MESSAGES =
  /^(Connection terminated( unexpectedly| due to connection timeout)?|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error and is not queryable|Client was closed and is not queryable|the database system is (shutting down|starting up|in recovery mode))/;
