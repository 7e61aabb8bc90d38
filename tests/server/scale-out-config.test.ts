/**
 * The settings for running several instances: DATABASE_URL, DATABASE_POOL_SIZE, UPLOAD_DIR, REDIS_URL,
 * TRUST_PROXY, SHUTDOWN_TIMEOUT_SECONDS are checked at start-up (all problems at once), and TRUST_PROXY decides
 * whether X-Forwarded-For names the client (rate limits count per client).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';
import { createTestApp, type TestApp } from './test-app';

describe('scale-out configuration', () => {
  it('defaults to SQLite in DATA_DIR, uploads in DATA_DIR/uploads, in-memory limits and no trusted proxy', () => {
    const c = loadConfig({ DATA_DIR: '/srv/data' }, '/srv');
    expect(c).toMatchObject({ databaseUrl: undefined, databasePoolSize: 10, uploadDir: '/srv/data/uploads', redisUrl: undefined, trustProxy: false, shutdownTimeoutMs: 25_000 });
  });

  it('reads PostgreSQL, Redis, a shared upload folder and trusted proxies', () => {
    const c = loadConfig(
      { DATABASE_URL: 'postgres://app:secret@db:5432/promo', DATABASE_POOL_SIZE: '20', UPLOAD_DIR: '/mnt/shared/uploads', REDIS_URL: 'redis://cache:6379/0', TRUST_PROXY: '10.0.0.0/8, loopback', SHUTDOWN_TIMEOUT_SECONDS: '40' },
      '/srv',
    );
    expect(c).toMatchObject({ databaseUrl: 'postgres://app:secret@db:5432/promo', databasePoolSize: 20, uploadDir: '/mnt/shared/uploads', redisUrl: 'redis://cache:6379/0', trustProxy: ['10.0.0.0/8', 'loopback'], shutdownTimeoutMs: 40_000 });
  });

  it('reports every bad value at once, never echoing a password', () => {
    let error: ConfigError | undefined;
    try {
      loadConfig({ DATABASE_URL: 'mysql://u:hunter2@db/x', REDIS_URL: 'http://cache', DATABASE_POOL_SIZE: '0', TRUST_PROXY: 'proxy.example.com', UPLOAD_DIR: '/srv/dist/uploads', DIST_DIR: '/srv/dist' });
    } catch (e) {
      error = e as ConfigError;
    }
    expect(error?.problems).toHaveLength(5);
    expect(error?.message).toMatch(/DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ URL/);
    expect(error?.message).not.toContain('hunter2');
    expect(error?.message).toMatch(/UPLOAD_DIR .* and DIST_DIR .* must not contain one another/);
  });
});

describe('TRUST_PROXY', () => {
  const apps: TestApp[] = [];
  afterAll(() => Promise.all(apps.map((a) => a.close())));
  const lookup = (t: TestApp, forwardedFor: string) =>
    t.call('POST', '/claim-details-request', { promotion_id: 'GOO00028-GB', email: 'a@example.com', reference: '000-000-000' }, { 'x-forwarded-for': forwardedFor });

  it('unset: X-Forwarded-For is ignored, all requests from the peer share one budget', async () => {
    const t = await createTestApp({ LOOKUP_RATE_LIMIT_PER_MINUTE: '2' });
    apps.push(t);
    expect((await lookup(t, '203.0.113.1')).status).not.toBe(429);
    expect((await lookup(t, '203.0.113.2')).status).not.toBe(429);
    expect((await lookup(t, '203.0.113.3')).status).toBe(429);
  });

  it('the peer trusted: each forwarded client has its own budget', async () => {
    const t = await createTestApp({ LOOKUP_RATE_LIMIT_PER_MINUTE: '2', TRUST_PROXY: '127.0.0.1' });
    apps.push(t);
    for (const client of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) expect((await lookup(t, client)).status, client).not.toBe(429);
    expect((await lookup(t, '203.0.113.1')).status).not.toBe(429);
    expect((await lookup(t, '203.0.113.1')).status).toBe(429);
  });
});
