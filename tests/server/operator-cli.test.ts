/**
 * The operator CLI, run as its own process on the running server's DATA_DIR, moves a claim through the
 * my-claim statuses, and the claim lookup shows each one.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimBody, GB } from './claim-fixtures';
import { multipart, PNG } from './multipart';
import { createTestApp, type TestApp } from './test-app';

const REPO = path.resolve(__dirname, '../..');
const run = promisify(execFile);

let t: TestApp;
let lookup: { promotion_id: string; email: string; reference: string };
beforeAll(async () => {
  t = await createTestApp({ LOOKUP_RATE_LIMIT_PER_MINUTE: '0' });
  const proof = await t.app.inject({ method: 'POST', url: '/api/2022launch/file-upload', ...multipart({}, [{ field: 'file', filename: 'p.png', content: PNG }]) });
  const created = await t.call('POST', '/claim', claimBody([proof.json().data.id], { email: 'op@example.com' }));
  lookup = { promotion_id: GB, email: 'op@example.com', reference: created.body.data.public_reference };
});
afterAll(() => t.close());

/** `npm run operator -- <args>` runs `tsx server/operator.ts <args>`; this is the same without npm's start-up. */
async function operator(...args: string[]): Promise<any> {
  const env = { ...process.env, ...t.databaseEnv, DATA_DIR: path.join(t.dir, 'data'), DEFINITIONS_DIR: path.join(t.dir, 'definitions'), CONTENT_DIR: t.contentDir };
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'server/operator.ts', ...args], { cwd: REPO, env });
  return JSON.parse(stdout);
}

const details = async () => (await t.call('POST', '/claim-details-request', lookup)).body.data;

describe('operator CLI', () => {
  it('moves a claim to AWAITING_INFORMATION', async () => {
    expect(await operator('claim-status', lookup.reference, 'AWAITING_INFORMATION', 'Please', 'send', 'the', 'receipt')).toEqual({
      reference: lookup.reference,
      status: 'AWAITING_INFORMATION',
      status_message: 'Please send the receipt',
      updated_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(await details()).toMatchObject({ status: 'AWAITING_INFORMATION', status_message: 'Please send the receipt' });
  });

  it('adds a consignment: AWAITING_TRADEIN with the consignment listed', async () => {
    const { consignment_id } = await operator('consignment', lookup.reference, 'script', 'https://courier.example/label.js');
    expect(await details()).toMatchObject({ status: 'AWAITING_TRADEIN', consignments: [{ id: consignment_id, courier_method: 'script', courier_url: 'https://courier.example/label.js' }] });
  });

  it('offers a revaluation: AWAITING_REVALUATION with the offered reward and message', async () => {
    await operator('revaluation', lookup.reference, '30', 'GBP', 'Cracked', 'screen');
    expect(await details()).toMatchObject({ status: 'AWAITING_REVALUATION', status_message: 'Cracked screen', rewards: [{ value: { currency: 'GBP', amount: 30 } }] });
  });

  it('moves a claim to AWAITING_ACTION', async () => {
    await operator('claim-status', lookup.reference, 'AWAITING_ACTION');
    expect(await details()).toMatchObject({ status: 'AWAITING_ACTION', status_message: null });
  });

  it('refuses a bad status with exit code 2 and its usage, changing nothing', async () => {
    const failure = await operator('claim-status', lookup.reference, 'awaiting-action').catch((error) => error);
    expect(failure.code).toBe(2);
    expect(failure.stderr).toContain('Usage: npm run operator -- claim-status');
    expect((await details()).status).toBe('AWAITING_ACTION');
  });
});
