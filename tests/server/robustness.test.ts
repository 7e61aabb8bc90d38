import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';
import { redactPersonalData } from '../../server/http/log-redaction';
import { loadContract } from '../../server/promotion-api/openapi/load-contract';
import { allOperations } from '../../server/promotion-api/routes';
import { createTestApp, type TestApp } from './test-app';
import { onPostgres } from './test-database';
import path from 'node:path';

describe('configuration', () => {
  it('has the documented defaults', () => {
    const c = loadConfig({}, '/srv');
    expect(c).toMatchObject({ port: 3028, host: '127.0.0.1', dataDir: '/srv/data', definitionsDir: '/srv/page-definitions', contentDir: undefined, distDir: '/srv/dist' });
  });

  it('lists every bad value at once', () => {
    try {
      loadConfig({ PORT: 'abc', HOST: ' ', LOG_LEVEL: 'loud' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems).toHaveLength(3);
      expect((error as Error).message).toContain('PORT');
    }
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
  });
});

describe('contract coverage', () => {
  it('implements every operation of the contract', () => {
    const contract = loadContract(path.resolve(__dirname, '../../openapi/promotion-api.yaml'));
    const implemented = new Set(allOperations({} as any).map((op) => `${op.method} ${op.path}`));
    const missing = contract.operations.filter((op) => !implemented.has(`${op.method} ${op.path}`)).map((op) => op.operationId);
    expect(missing).toEqual([]);
    expect(contract.basePath).toBe('/api/2022launch');
  });
});

describe('log redaction', () => {
  it('masks e-mails and IBANs', () => {
    expect(redactPersonalData('/x?email=ada@example.com&iban=DE89370400440532013000')).toBe('/x?email=[email]&iban=[iban]');
    expect(redactPersonalData('ada%40example.com')).toBe('[email]');
  });
});

describe('rate limits and failures', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOOKUP_RATE_LIMIT_PER_MINUTE: '3' });
    t.app.get('/api/2022launch/__boom', async () => {
      throw new Error('secret internals at /srv/app.ts:12');
    });
  });
  afterAll(() => t.close());

  it('limits claim lookups with 429, Retry-After and ErrorBody', async () => {
    const lookup = { promotion_id: 'GOO00028-GB', email: 'a@example.com', reference: '123-456-789' };
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await t.call('POST', '/claim-details-request', lookup)).status);
    expect(statuses).toEqual([403, 403, 403, 429]);
    const limited = await t.call('POST', '/claim-details-request', lookup);
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.body).toEqual({ errors: [{ code: 1, message: 'rate limited' }] });
  });

  it('does not rate limit the catalogue', async () => {
    for (let i = 0; i < 10; i++) expect((await t.call('GET', '/promotion/GOO00028-GB/date-window-status')).status).toBe(200);
  });

  it('answers unhandled errors with 500 code 1 and no internals', async () => {
    const r = await t.call('GET', '/__boom');
    expect(r.status).toBe(500);
    expect(r.body).toEqual({ errors: [{ code: 1, message: 'Internal server error' }] });
  });

  // PostgreSQL's durability is the database server's setting (fsync, synchronous_commit), not the app's.
  // SQLite: WAL; commits reach the WAL (synchronous NORMAL) and answers wait for its fsync (group-commit.test.ts).
  it.skipIf(onPostgres)('writes durably on SQLite: WAL with group commit (synchronous NORMAL + fsync before the answer)', async () => {
    const { sql } = await import('kysely');
    const mode = await sql<{ journal_mode: string }>`PRAGMA journal_mode`.execute(t.app.db);
    const sync = await sql<{ synchronous: number }>`PRAGMA synchronous`.execute(t.app.db);
    expect(mode.rows[0].journal_mode).toBe('wal');
    expect(sync.rows[0].synchronous).toBe(1);
  });
});
