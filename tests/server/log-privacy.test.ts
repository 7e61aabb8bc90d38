/**
 * The server's logs carry no personal or bank data: not from claims, lookups, bank details, refused bodies or
 * unexpected errors whose messages contain such data; and answers never carry a stack trace.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimBody, GB, rewardDetailBody, today } from './claim-fixtures';
import { multipart, PNG } from './multipart';
import { createTestApp, type TestApp } from './test-app';

const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'debug', CLAIM_RATE_LIMIT_PER_MINUTE: '0' }, { logger: true, logStream: { write: (line) => void lines.push(line) } });
  t.app.post('/api/2022launch/__boom', async () => {
    throw new Error('lookup failed for ada@example.com with IBAN DE89370400440532013000');
  });
});
afterAll(() => t.close());

const SECRETS = ['ada@example.com', 'Lovelace', '+447400123456', '1 High Street', 'SW1A1AA', '12345678', '11-22-33', 'DE89370400440532013000', 'DE89 3704 0044 0532 0130 00', 'secret-idem-key'];

describe('log privacy', () => {
  it('logs requests of a whole claim journey without personal or bank data', async () => {
    const proof = await t.app.inject({ method: 'POST', url: '/api/2022launch/file-upload', ...multipart({}, [{ field: 'file', filename: 'Ada Lovelace passport.png', content: PNG }]) });
    const claim = await t.call('POST', '/claim', claimBody([proof.json().data.id]), { 'idempotency-key': 'secret-idem-key' });
    const { id, public_reference: reference } = claim.body.data;
    await t.call('POST', '/claim-details-request', { promotion_id: GB, email: 'ada@example.com', reference });
    await t.call('POST', '/claim-details-request', { promotion_id: GB, email: 'ada@example.com', reference: '000-000-000' });
    await t.app.db.updateTable('claims').set({ status: 'AWAITING_ACTION', purchase_date: today() }).where('id', '=', id).execute();
    await t.call('POST', '/reward-detail-validation', { ...rewardDetailBody(id), bank_transfer: { account_name: 'Ada Lovelace', country: 'DE', iban: 'DE89370400440532013000', swift: 'DEUTDEFF' } });
    await t.call('POST', '/reward-detail', rewardDetailBody(id));
    await t.call('POST', '/reward-detail', { ...rewardDetailBody(id), bank_transfer: { account_name: 'Ada Lovelace', iban: 'DE89 3704 0044 0532 0130 00', country: 'DE' } });
    const boom = await t.app.inject({ method: 'POST', url: '/api/2022launch/__boom', payload: {} });

    expect(boom.statusCode).toBe(500);
    expect(boom.body).not.toMatch(/at .*\.ts|Error:|stack/);
    expect(lines.length).toBeGreaterThan(10);
    expect(lines.some((l) => l.includes('unhandled error'))).toBe(true);
    const log = lines.join('');
    for (const secret of SECRETS) expect(log, secret).not.toContain(secret);
  });
});
