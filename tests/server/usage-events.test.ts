/**
 * POST /usage-events: the site's counted events become hourly sums per promotion, version, locale, screen, event and
 * field, added by upsert; dry runs, previews and unknown locales or versions are answered alike and not counted; the
 * body admits names only, and nothing of a customer reaches a row or a log line.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectSuccessAndErrorFor, USAGE_OPERATIONS } from './http-contract-coverage';
import { startHttpApp, type HttpTestApp } from './http-harness';

const lines: string[] = [];
let t: HttpTestApp;
beforeAll(async () => {
  t = await startHttpApp({ LOG_LEVEL: 'info', USAGE_FLUSH_MS: '1', USAGE_RATE_LIMIT_PER_MINUTE: '1000' }, { logger: true, logStream: { write: (line) => void lines.push(line) } });
});
afterAll(() => t.close());

const send = (body: unknown, headers: Record<string, string> = {}) => t.api('POST', '/usage-events', { json: body, headers });
const rows = async () => {
  await new Promise((resolve) => setTimeout(resolve, 20));
  return t.app.db.selectFrom('usage_counts').selectAll().orderBy(['screen', 'event', 'field']).execute();
};
const batch = {
  locale: 'en-GB',
  events: [
    { event: 'shown', screen: 'purchase-details' },
    { event: 'refused', screen: 'purchase-details', fields: ['items.productImei', 'invoiceDate', 'items.productImei'] },
    { event: 'refused', screen: 'purchase-details', fields: ['items.productImei'] },
    { event: 'continued', screen: 'purchase-details' },
  ],
};

describe('counted site events', () => {
  it('sums events per screen, event and field of the hour, whatever the batch', async () => {
    expect((await send(batch)).status).toBe(204);
    expect((await send({ locale: 'en-GB', events: [{ event: 'shown', screen: 'purchase-details' }] })).status).toBe(204);
    const counted = (await rows()).map(({ screen, event, field, n, locale, version }) => ({ screen, event, field, n, locale, version }));
    expect(counted).toEqual([
      { screen: 'purchase-details', event: 'continued', field: '', n: 1, locale: 'en-GB', version: '' },
      { screen: 'purchase-details', event: 'refused', field: '', n: 2, locale: 'en-GB', version: '' },
      { screen: 'purchase-details', event: 'refused', field: 'invoiceDate', n: 1, locale: 'en-GB', version: '' },
      { screen: 'purchase-details', event: 'refused', field: 'items.productImei', n: 2, locale: 'en-GB', version: '' },
      { screen: 'purchase-details', event: 'shown', field: '', n: 2, locale: 'en-GB', version: '' },
    ]);
    expect((await rows()).every((row) => /^\d{4}-\d{2}-\d{2}T\d{2}$/.test(row.hour))).toBe(true);
    // The same sums per day, what the studio's Results read.
    const daily = await t.app.db.selectFrom('usage_daily').select(['screen', 'event', 'field', 'n', 'day']).orderBy(['screen', 'event', 'field']).execute();
    expect(daily.map(({ event, field, n }) => [event, field, n])).toEqual(counted.map(({ event, field, n }) => [event, field, n]));
    expect(daily[0].day).toBe((await rows())[0].hour.slice(0, 10));
  });

  it('counts nothing of a dry run, a studio preview, a locale or a version the promotion does not have', async () => {
    const before = await rows();
    const one = { locale: 'en-GB', events: [{ event: 'shown', screen: 'get-started' }] };
    expect((await send(one, { Prefer: 'dry-run' })).status).toBe(204);
    expect((await send(one, { Cookie: 'studio_preview=abc' })).status).toBe(204);
    expect((await send({ ...one, locale: 'pt-BR' })).status).toBe(204);
    expect((await send({ ...one, version: 'abcdef0123456789' })).status).toBe(204);
    expect(await rows()).toEqual(before);
  });

  it('admits names only: values, list positions, spaces, e-mails and unknown properties are refused (400)', async () => {
    const refused = [
      { ...batch, email: 'ada@example.com' },
      { locale: 'en-GB', events: [{ event: 'refused', screen: 'personal-details', fields: ['ada@example.com'] }] },
      { locale: 'en-GB', events: [{ event: 'refused', screen: 'purchase-details', fields: ['items.0.productImei'] }] },
      { locale: 'en-GB', events: [{ event: 'refused', screen: 'purchase-details', fields: ['352823110000170'] }] },
      { locale: 'en-GB', events: [{ event: 'refused', screen: 'personal details', fields: [] }] },
      { locale: 'en-GB', events: [{ event: 'typed', screen: 'personal-details', value: 'Ada Lovelace' }] },
      { locale: 'en-GB', events: [] },
    ];
    for (const body of refused) expect((await send(body)).status, JSON.stringify(body)).toBe(400);
  });

  it('rate-limits the batches of one client (429 with Retry-After)', async () => {
    const limited = await startHttpApp({ USAGE_RATE_LIMIT_PER_MINUTE: '1' });
    try {
      expect((await limited.api('POST', '/usage-events', { json: batch })).status).toBe(204);
      const answer = await limited.api('POST', '/usage-events', { json: batch });
      expect(answer.status).toBe(429);
      expect(answer.headers.get('retry-after')).toBeTruthy();
    } finally {
      await limited.close();
    }
  });

  it('keeps no IP address, identifier or value in a row or a log line', async () => {
    const stored = JSON.stringify(await rows()) + JSON.stringify(await t.app.db.selectFrom('usage_daily').selectAll().execute());
    // Every line of the counting's requests.
    const entries = lines.map((line) => JSON.parse(line));
    const requests = new Set(entries.filter((entry) => entry.req?.url?.endsWith('/usage-events')).map((entry) => entry.reqId));
    expect(requests.size).toBeGreaterThan(5);
    const logged = JSON.stringify(entries.filter((entry) => requests.has(entry.reqId)));
    for (const secret of ['127.0.0.1', 'ada@example.com', 'Ada', '352823110000170', 'studio_preview', 'abc']) {
      expect(stored, secret).not.toContain(secret);
    }
    expect(logged).not.toContain('ada@example.com');
    expect(logged).not.toContain('352823110000170');
    expect(logged).not.toContain('127.0.0.1');
    expect(Object.keys((await rows())[0]).sort()).toEqual(['code', 'event', 'field', 'hour', 'locale', 'n', 'screen', 'version']);
  });

  it('answered a success and an error over HTTP, each checked against the contract', () => {
    expectSuccessAndErrorFor(USAGE_OPERATIONS, t.seen);
  });
});
