/**
 * The operator CLI, run as its own process on the running server's DATA_DIR and the GOO00028 promotion.json,
 * puts a claim into every state a my-claim panel needs, prints the ids the next command takes, and the API
 * answers accordingly: consignments with units and audit documents, revaluation rewards, and the trade-in and
 * return windows of promotion.json myClaim moved with claim-updated-at and purchase-date.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimBody, GB, rewardDetailBody } from './claim-fixtures';
import { multipart, PNG } from './multipart';
import { createTestApp, type TestApp } from './test-app';

const REPO = path.resolve(__dirname, '../..');
const DEFINITIONS = path.join(REPO, 'page-definitions/GOO00028');
const run = promisify(execFile);
const DAY = 86_400_000;

let t: TestApp;
let lookup: { promotion_id: string; email: string; reference: string };
let claimId: string;
beforeAll(async () => {
  t = await createTestApp({ DEFINITIONS_DIR: DEFINITIONS, LOOKUP_RATE_LIMIT_PER_MINUTE: '0' });
  const proof = await t.app.inject({ method: 'POST', url: '/api/2022launch/file-upload', ...multipart({}, [{ field: 'file', filename: 'p.png', content: PNG }]) });
  const created = await t.call('POST', '/claim', claimBody([proof.json().data.id], { email: 'panels@example.com' }));
  claimId = created.body.data.id;
  lookup = { promotion_id: GB, email: 'panels@example.com', reference: created.body.data.public_reference };
});
afterAll(() => t.close());

/** `npm run operator -- <args>`, as a process on the test server's DATA_DIR; its printed JSON. */
async function operator(...args: string[]): Promise<any> {
  const env = { ...process.env, ...t.databaseEnv, DATA_DIR: path.join(t.dir, 'data'), DEFINITIONS_DIR: DEFINITIONS, CONTENT_DIR: t.contentDir };
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'server/operator.ts', ...args], { cwd: REPO, env });
  return JSON.parse(stdout);
}
async function refused(...args: string[]): Promise<{ code: number; stderr: string }> {
  return operator(...args).then(
    (out) => {
      throw new Error(`expected a refusal, got ${JSON.stringify(out)}`);
    },
    (error) => error,
  );
}

const details = async () => (await t.call('POST', '/claim-details-request', lookup)).body.data;
const label = (consignment_id: string) => t.app.inject({ method: 'POST', url: '/api/2022launch/trade-in-document', payload: { ...lookup, consignment_id, locales: ['en-GB'] } });

// Each test runs the CLI as a process several times (tsx compiles it on each start: seconds on a busy machine).
describe('operator CLI for the my-claim panels (GOO00028 myClaim settings)', { timeout: 120_000 }, () => {
  it('help lists every command, the new ones included, and exits 0', async () => {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'server/operator.ts', 'help'], { cwd: REPO, env: { ...process.env, DATA_DIR: path.join(t.dir, 'data') } });
    for (const usage of ['claim-updated-at <reference> <ISO instant|-<N>d>', 'purchase-date <reference> <yyyy-MM-dd|-<N>d>', 'consignment <reference> [label|script] [courierUrl]', 'audit-document <consignmentId> [document_type]'])
      expect(stdout).toContain(usage);
  });

  it('claim-status: any upper-case status with a message', async () => {
    const out = await operator('claim-status', lookup.reference, 'REJECTED_DUPLICATE', 'Already', 'claimed');
    expect(out).toMatchObject({ reference: lookup.reference, status: 'REJECTED_DUPLICATE', status_message: 'Already claimed' });
    expect(await details()).toMatchObject({ status: 'REJECTED_DUPLICATE', status_message: 'Already claimed', updated_at: out.updated_at });
    expect((await refused('claim-status', lookup.reference, `A${'B'.repeat(64)}`)).code).toBe(2);
  });

  it('consignment: label and script consignments with units, the courier host checked against myClaim.courierHosts', async () => {
    const allowed = await operator('consignment', lookup.reference, 'script', 'http://localhost:3231/courier-demo/label.js');
    expect(allowed).toMatchObject({ reference: lookup.reference, courier_method: 'script', courier_url: 'http://localhost:3231/courier-demo/label.js', courier_host_allowed: true, status: 'AWAITING_TRADEIN' });
    expect(allowed.consignment_id).toMatch(/^cons-[0-9a-f]{8}$/);
    const refusedHost = await operator('consignment', lookup.reference, 'script', 'http://127.0.0.2:3231/courier-demo/label.js');
    expect(refusedHost).toMatchObject({ courier_host_allowed: false, courier_url: 'http://127.0.0.2:3231/courier-demo/label.js' });
    const plain = await operator('consignment', lookup.reference);
    expect(plain).toMatchObject({ courier_method: 'label', courier_url: null });
    expect(plain).not.toHaveProperty('courier_host_allowed');

    expect(await details()).toMatchObject({
      status: 'AWAITING_TRADEIN',
      status_message: null,
      consignments: [
        { id: allowed.consignment_id, courier_method: 'script', courier_url: 'http://localhost:3231/courier-demo/label.js', units: [{ id: allowed.unit_id, audit: { audit_documents: [] } }] },
        { id: refusedHost.consignment_id, courier_method: 'script', courier_url: 'http://127.0.0.2:3231/courier-demo/label.js' },
        { id: plain.consignment_id, courier_method: 'label', courier_url: null },
      ],
    });
    expect((await label(plain.consignment_id)).statusCode).toBe(200);

    expect((await refused('consignment', lookup.reference, 'pigeon')).stderr).toContain('courier method must be one of label, script');
    expect((await refused('consignment', lookup.reference, 'script')).stderr).toContain('needs the courier script URL');
    expect((await refused('consignment', lookup.reference, 'script', 'javascript:alert(1)')).stderr).toContain('absolute http(s) URL');
    expect((await details()).consignments).toHaveLength(3);
  });

  it('audit-document: on the unit of a consignment, listed by claim-details-request and downloadable as a PDF', async () => {
    const [consignment] = (await details()).consignments;
    const first = await operator('audit-document', consignment.id);
    const second = await operator('audit-document', consignment.id, 'collection_receipt');
    expect(first).toEqual({ consignment_id: consignment.id, unit_id: `${consignment.id}-unit-1`, audit_document_id: expect.stringMatching(/^audit-/), document_type: 'destruction_certificate' });
    expect((await details()).consignments[0].units).toEqual([
      {
        id: `${consignment.id}-unit-1`,
        audit: { audit_documents: [{ id: first.audit_document_id, document_type: 'destruction_certificate' }, { id: second.audit_document_id, document_type: 'collection_receipt' }] },
      },
    ]);
    const pdf = await t.app.inject({ method: 'POST', url: '/api/2022launch/audit-document', payload: { ...lookup, audit_document_id: first.audit_document_id } });
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="destruction_certificate.pdf"');
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    expect((await PDFDocument.load(pdf.rawPayload)).getPageCount()).toBe(1);
    expect((await refused('audit-document', consignment.id, 'x/../y')).code).toBe(2);
    expect((await refused('audit-document', 'cons-nope')).stderr).toContain('no consignment cons-nope');
  });

  it('claim-updated-at: past tradeInWaitDays (14) the label is refused, inside it served', async () => {
    const { consignments } = await details();
    const expired = await operator('claim-updated-at', lookup.reference, '-15d');
    expect(expired).toMatchObject({ reference: lookup.reference, status: 'AWAITING_TRADEIN', trade_in_wait_days: 14, trade_in_window_expired: true });
    expect(Math.abs(Date.now() - 15 * DAY - Date.parse(expired.updated_at))).toBeLessThan(60_000);
    expect((await details()).updated_at).toBe(expired.updated_at);
    expect((await label(consignments[0].id)).statusCode).toBe(422);

    const open = await operator('claim-updated-at', lookup.reference, '-13d');
    expect(open.trade_in_window_expired).toBe(false);
    expect((await label(consignments[0].id)).statusCode).toBe(200);

    const exact = await operator('claim-updated-at', lookup.reference, '2020-01-01T10:00:00+01:00');
    expect(exact).toMatchObject({ updated_at: '2020-01-01T09:00:00.000Z', trade_in_window_expired: true });
    expect((await details()).updated_at).toBe('2020-01-01T09:00:00.000Z');
    expect((await refused('claim-updated-at', lookup.reference, '2020-01-01')).stderr).toContain('ISO instant');
    expect((await refused('claim-updated-at', lookup.reference, 'yesterday')).code).toBe(2);
  });

  it('revaluation: AWAITING_REVALUATION with the offered reward value and message; rejecting it leads to AWAITING_ACTION', async () => {
    const out = await operator('revaluation', lookup.reference, '49.99', 'GBP', 'Screen', 'cracked');
    expect(out).toMatchObject({ reference: lookup.reference, reward_id: expect.stringMatching(/^reward-/), value: { currency: 'GBP', amount: 49.99 }, status: 'AWAITING_REVALUATION' });
    expect(await details()).toMatchObject({ status: 'AWAITING_REVALUATION', status_message: 'Screen cracked', rewards: [{ id: out.reward_id, value: { currency: 'GBP', amount: 49.99 } }] });
    expect((await refused('revaluation', lookup.reference, '1e3', 'GBP')).code).toBe(2);
    expect((await refused('revaluation', lookup.reference, '10.001', 'GBP')).code).toBe(2);
    expect((await t.call('POST', '/revaluation-rejection', lookup)).body).toEqual({ data: { status: 'AWAITING_ACTION' } });
  });

  it('purchase-date: the return window (0-30 days) open or closed for the bank details, updated_at left alone', async () => {
    const before = (await details()).updated_at;
    const closed = await operator('purchase-date', lookup.reference, '-31d');
    expect(closed).toMatchObject({ reference: lookup.reference, status: 'AWAITING_ACTION', days_since_purchase: 31, return_window_days: { min: 0, max: 30 }, return_window_open: false });
    expect(await details()).toMatchObject({ purchased_at: { date: closed.purchase_date }, updated_at: before });
    expect(await t.call('POST', '/reward-detail-validation', rewardDetailBody(claimId))).toMatchObject({ status: 422, body: { errors: [{ code: 1, message: 'The return window of the claim is closed' }] } });
    expect((await t.call('POST', '/reward-detail', rewardDetailBody(claimId))).status).toBe(422);

    const future = await operator('purchase-date', lookup.reference, new Date(Date.now() + 3 * DAY).toISOString().slice(0, 10));
    expect(future.return_window_open).toBe(false);

    const open = await operator('purchase-date', lookup.reference, '-30d');
    expect(open).toMatchObject({ days_since_purchase: 30, return_window_open: true });
    expect((await details()).purchased_at.date).toBe(open.purchase_date);
    expect((await t.call('POST', '/reward-detail-validation', rewardDetailBody(claimId))).status).toBe(204);
    expect(await t.call('POST', '/reward-detail', rewardDetailBody(claimId))).toMatchObject({ status: 200, body: { data: { claim_id: claimId, status: 'PENDING' } } });

    expect(await operator('purchase-date', lookup.reference, '2023-02-01')).toMatchObject({ purchase_date: '2023-02-01', return_window_open: false });
    expect((await refused('purchase-date', lookup.reference, '2023-02-30')).stderr).toContain('yyyy-MM-dd');
    expect((await refused('purchase-date', '000-000-000', '-1d')).stderr).toContain('no claim with reference 000-000-000');
  });
});
