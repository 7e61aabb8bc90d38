/**
 * POST /client-report: browsers report start failures, missing chunks and refused storage; the server logs
 * them (nothing stored), refuses anything that carries or looks like personal data without logging it, and
 * rate-limits the reports per client.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personalFieldsOf } from '../../server/promotion-api/routes/client-report';
import { CLIENT_REPORT_OPERATIONS, expectSuccessAndErrorFor } from './http-contract-coverage';
import { startHttpApp, type HttpTestApp } from './http-harness';

const lines: string[] = [];
let t: HttpTestApp;
beforeAll(async () => {
  t = await startHttpApp({ LOG_LEVEL: 'info', REPORT_RATE_LIMIT_PER_MINUTE: '100' }, { logger: true, logStream: { write: (line) => void lines.push(line) } });
});
afterAll(() => t.close());

const report = {
  promotion_id: 'GOO00028-DE',
  locale: 'de-DE',
  kind: 'chunk_failure',
  detail: 'reloading',
  release: 'index-B2x9QfZk.js',
  asset: 'widget-DateInput-CkV3n1aP.js',
  page: 'claim/purchase-details',
};
const send = (body: unknown) => t.api('POST', '/client-report', { json: body });
const logged = () => lines.join('');

describe('client reports', () => {
  it('logs a report as a warning with what an operator needs, and answers 204', async () => {
    const answer = await send(report);
    expect(answer.status).toBe(204);
    const entry = lines.map((line) => JSON.parse(line)).find((line) => line.clientReport?.kind === 'chunk_failure');
    expect(entry).toMatchObject({ level: 40, clientReport: report, msg: 'client failure: chunk_failure (reloading)' });
  });

  it('logs refused storage at info level (the browser setting, not the release)', async () => {
    expect((await send({ ...report, kind: 'storage_fallback', detail: 'session_storage', asset: undefined })).status).toBe(204);
    const entry = lines.map((line) => JSON.parse(line)).find((line) => line.clientReport?.kind === 'storage_fallback');
    expect(entry).toMatchObject({ level: 30, clientReport: { detail: 'session_storage' } });
  });

  it('refuses personal data: unknown fields, e-mails, draft values and spaces break the contract (400)', async () => {
    const refused = [
      { ...report, email: 'ada@example.com' },
      { ...report, draft: { firstName: 'Ada' } },
      { ...report, page: 'my-claim?email=ada@example.com' },
      { ...report, page: 'claim/Ada Lovelace' },
      { ...report, asset: 'ada@example.com' },
      { ...report, kind: 'anything' },
      { ...report, locale: 'Ada Lovelace' },
    ];
    for (const body of refused) expect((await send(body)).status, JSON.stringify(body)).toBe(400);
  });

  it('refuses values that still look like personal data (422): a claim reference, an IBAN, an IMEI or phone number', async () => {
    const refused = [
      { ...report, page: 'my-claim/123-456-789' },
      { ...report, asset: 'DE89370400440532013000' },
      { ...report, page: 'claim/352823110000170' },
      { ...report, release: '07400123456' },
    ];
    for (const body of refused) expect(await send(body), JSON.stringify(body)).toMatchObject({ status: 422, body: { errors: [{ code: 1 }] } });
    expect(personalFieldsOf({ ...report, page: 'my-claim/123-456-789', asset: 'DE89370400440532013000' })).toEqual(['asset', 'page']);
    expect(personalFieldsOf(report)).toEqual([]);
  });

  it('never logs what it refused', () => {
    for (const secret of ['ada@example.com', 'Ada', 'Lovelace', '123-456-789', 'DE89370400440532013000', '352823110000170', '07400123456']) {
      expect(logged(), secret).not.toContain(secret);
    }
    expect(logged()).toContain('client report refused');
  });

  it('rate-limits the reports of one client: the 3rd in a minute gets 429 with Retry-After', async () => {
    const limited = await startHttpApp({ REPORT_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const sendTo = () => limited.api('POST', '/client-report', { json: report });
      expect((await sendTo()).status).toBe(204);
      expect((await sendTo()).status).toBe(204);
      const answer = await sendTo();
      expect(answer.status).toBe(429);
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(answer.body).toEqual({ errors: [{ code: 1, message: 'rate limited' }] });
    } finally {
      await limited.close();
    }
  });

  it('answered a success and an error over HTTP, each checked against the contract', () => {
    expectSuccessAndErrorFor(CLIENT_REPORT_OPERATIONS, t.seen);
  });
});
