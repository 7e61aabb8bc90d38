/**
 * The my-claim and support half of the contract over real HTTP: tracking, survey, missing information, bank
 * details, revaluation, trade-in and audit PDFs and tickets, with their 400/403/404/413/415/422 answers.
 */
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_COMMANDS } from '../../server/operator/commands';
import { claimBody, GB, rewardDetailBody } from './claim-fixtures';
import { expectSuccessAndErrorFor, MY_CLAIM_OPERATIONS } from './http-contract-coverage';
import { startHttpApp, type HttpTestApp } from './http-harness';
import { PDF, PNG } from './multipart';

let t: HttpTestApp;
let claimId: string;
let reference: string;
const email = 'grace@example.com';
let lookup: { promotion_id: string; email: string; reference: string };

beforeAll(async () => {
  t = await startHttpApp({ MAX_UPLOAD_BYTES: '4096', LOOKUP_RATE_LIMIT_PER_MINUTE: '0', UPLOAD_RATE_LIMIT_PER_MINUTE: '0', TICKET_RATE_LIMIT_PER_MINUTE: '0' });
  const proof = await t.api('POST', '/file-upload', { files: [{ field: 'file', filename: 'p.png', content: PNG }] });
  const created = await post('/claim', claimBody([proof.body.data.id], { email }));
  claimId = created.body.data.id;
  reference = created.body.data.public_reference;
  lookup = { promotion_id: GB, email, reference };
});
afterAll(() => t.close());

const post = (path: string, json: unknown) => t.api('POST', path, { json });
const operator = (name: string, ...args: string[]) => OPERATOR_COMMANDS[name].run(t.app.db, args, new Date()) as Promise<any>;
const status = async () => (await post('/claim-details-request', lookup)).body.data.status;
const malformed = { status: 400, body: { errors: [{ code: 2, message: expect.any(String) }] } };
const forbidden = { status: 403, body: { errors: [{ code: 1 }] } };
const rule = { status: 422, body: { errors: [{ code: 1, message: expect.any(String) }] } };
const HTML = Buffer.from('<!doctype html><script>alert(1)</script>');
const BIG_PNG = Buffer.concat([PNG, Buffer.alloc(8192)]);

describe('claim-details-request', () => {
  it('200 with the claim, 403 for a wrong e-mail, 404 for an unknown promotion, 400 for a bad reference', async () => {
    const ok = await post('/claim-details-request', lookup);
    expect(ok.body.data).toMatchObject({ id: claimId, reference, email, status: 'PENDING', purchased_at: { date: '2022-11-01' }, consignments: [], rewards: [] });
    expect(ok.headers.get('cache-control')).toBe('no-store');
    expect(await post('/claim-details-request', { ...lookup, email: 'eve@example.com' })).toMatchObject(forbidden);
    expect((await post('/claim-details-request', { ...lookup, promotion_id: 'NOPE' })).status).toBe(404);
    expect(await post('/claim-details-request', { ...lookup, reference: '123456789' })).toMatchObject(malformed);
  });
});

describe('survey-response', () => {
  it('204 stored, 403 for a wrong reference, 404 unknown promotion, 400 malformed answers', async () => {
    const body = { promotion_id: GB, public_reference: reference, email, answers: [{ key: 'PROMOTION_SATISFACTION', prompt_alias: 'surveySatisfaction', prompt: 'How satisfied?', response: 'Very satisfied' }] };
    const ok = await post('/survey-response', body);
    expect(ok.status).toBe(204);
    expect(ok.bytes.length).toBe(0);
    expect(await post('/survey-response', { ...body, public_reference: '000-000-000' })).toMatchObject(forbidden);
    expect((await post('/survey-response', { ...body, promotion_id: 'NOPE' })).status).toBe(404);
    expect(await post('/survey-response', { ...body, answers: 'none' })).toMatchObject(malformed);
  });
});

describe('missing-information', () => {
  const send = (form: Record<string, string>, files: Array<{ content: Buffer; filename?: string }> = []) =>
    t.api('POST', '/missing-information', { form, files: files.map((f) => ({ field: 'documents[]', filename: f.filename ?? 'doc.pdf', content: f.content })) });

  it('422 unless awaiting information; then 415, 413, 400 and 404 for bad sends and 204 for a good one', async () => {
    expect(await send({ claim_id: claimId, supporting_information: 'Here' })).toMatchObject(rule);
    await operator('claim-status', reference, 'AWAITING_INFORMATION');
    expect(await send({ claim_id: claimId }, [{ content: HTML }])).toMatchObject({ status: 415, body: { errors: [{ code: 6 }] } });
    expect(await send({ claim_id: claimId }, [{ content: BIG_PNG }])).toMatchObject({ status: 413, body: { errors: [{ code: 7 }] } });
    expect(await send({ supporting_information: 'no claim id' })).toMatchObject(malformed);
    expect((await send({ claim_id: 'no-such-claim', supporting_information: 'x' })).status).toBe(404);
    expect(await send({ claim_id: claimId })).toMatchObject(rule);
    expect(await status()).toBe('AWAITING_INFORMATION');

    expect((await send({ claim_id: claimId, supporting_information: 'Receipt attached' }, [{ content: PDF }])).status).toBe(204);
    expect(await status()).toBe('PENDING_INFORMATION');
  });
});

describe('reward-detail-validation and reward-detail', () => {
  it('422 unless awaiting action, 204 for valid GB details, 422 for a bad IBAN checksum, 404 unknown claim, 400 bad sort code', async () => {
    expect(await post('/reward-detail-validation', rewardDetailBody(claimId))).toMatchObject(rule);
    await operator('claim-status', reference, 'AWAITING_ACTION');
    await operator('purchase-date', reference, '-0d');
    expect((await post('/reward-detail-validation', rewardDetailBody(claimId))).status).toBe(204);
    const badIban = { ...rewardDetailBody(claimId), bank_transfer: { account_name: 'Ada', country: 'DE', iban: 'DE89370400440532013001', swift: 'DEUTDEFF' } };
    expect(await post('/reward-detail-validation', badIban)).toMatchObject(rule);
    expect((await post('/reward-detail-validation', rewardDetailBody('no-such-claim'))).status).toBe(404);
    const badSortCode = rewardDetailBody(claimId);
    badSortCode.bank_transfer.sort_code = '112233';
    expect(await post('/reward-detail-validation', badSortCode)).toMatchObject(malformed);
  });

  it('200 stores the details and the claim goes back to PENDING; then 422; 404 and 400 as above', async () => {
    const ok = await post('/reward-detail', rewardDetailBody(claimId));
    expect(ok.body).toEqual({ data: { claim_id: claimId, status: 'PENDING' } });
    expect(await status()).toBe('PENDING');
    expect(await post('/reward-detail', rewardDetailBody(claimId))).toMatchObject(rule);
    expect((await post('/reward-detail', rewardDetailBody('no-such-claim'))).status).toBe(404);
    expect(await post('/reward-detail', { ...rewardDetailBody(claimId), legal_type: 'CHARITY' })).toMatchObject(malformed);
  });
});

describe('revaluation', () => {
  it('approval: 422 for another value, 403 wrong e-mail, 201 VALIDATED for the offered value; 404 and 400', async () => {
    await operator('revaluation', reference, '49.99', 'GBP', 'Screen damaged');
    expect((await post('/claim-details-request', lookup)).body.data).toMatchObject({ status: 'AWAITING_REVALUATION', status_message: 'Screen damaged', rewards: [{ value: { currency: 'GBP', amount: 49.99 } }] });
    expect(await post('/revaluation-approval', { ...lookup, value: { currency: 'GBP', amount: 10 } })).toMatchObject(rule);
    expect(await post('/revaluation-approval', { ...lookup, email: 'eve@example.com', value: { currency: 'GBP', amount: 49.99 } })).toMatchObject(forbidden);
    expect((await post('/revaluation-approval', { ...lookup, promotion_id: 'NOPE', value: { currency: 'GBP', amount: 49.99 } })).status).toBe(404);
    expect(await post('/revaluation-approval', { ...lookup, value: { currency: 'GBP' } })).toMatchObject(malformed);
    const ok = await post('/revaluation-approval', { ...lookup, value: { currency: 'GBP', amount: 49.99 } });
    expect(ok).toMatchObject({ status: 201, body: { data: { status: 'VALIDATED' } } });
  });

  it('rejection: 422 when nothing is offered, 201 AWAITING_ACTION for an offer; 403, 404 and 400', async () => {
    expect(await post('/revaluation-rejection', lookup)).toMatchObject(rule);
    await operator('revaluation', reference, '20', 'GBP');
    expect(await post('/revaluation-rejection', { ...lookup, email: 'eve@example.com' })).toMatchObject(forbidden);
    expect((await post('/revaluation-rejection', { ...lookup, promotion_id: 'NOPE' })).status).toBe(404);
    expect(await post('/revaluation-rejection', { ...lookup, value: 1 })).toMatchObject(malformed);
    expect(await post('/revaluation-rejection', lookup)).toMatchObject({ status: 201, body: { data: { status: 'AWAITING_ACTION' } } });
  });
});

describe('trade-in-document and audit-document', () => {
  let consignmentId: string;
  let auditId: string;
  beforeAll(async () => {
    consignmentId = (await operator('consignment', reference, 'label')).consignment_id;
    auditId = (await operator('audit-document', consignmentId)).audit_document_id;
  });

  async function expectPdfDownload(r: Awaited<ReturnType<typeof post>>, filename: string) {
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('application/pdf');
    expect(r.headers.get('content-disposition')).toBe(`attachment; filename="${filename}"`);
    const pdf = await PDFDocument.load(r.bytes);
    expect(pdf.getPageCount()).toBe(1);
  }

  it('label: a real PDF download; 404 unknown consignment, 403, 400, and 422 once the trade-in window expired', async () => {
    const body = { ...lookup, consignment_id: consignmentId, locales: ['en-GB'] };
    await expectPdfDownload(await post('/trade-in-document', body), 'promotion-label.pdf');
    expect((await post('/trade-in-document', { ...body, consignment_id: 'cons-nope' })).status).toBe(404);
    expect(await post('/trade-in-document', { ...body, email: 'eve@example.com' })).toMatchObject(forbidden);
    expect(await post('/trade-in-document', { ...body, locales: [] })).toMatchObject(malformed);
    await t.app.db.updateTable('claims').set({ updated_at: '2020-01-01T00:00:00.000Z' }).where('id', '=', claimId).execute();
    expect(await post('/trade-in-document', body)).toMatchObject(rule);
  });

  it('audit document: a real PDF named after its type; 404 unknown document, 403, 400', async () => {
    const details = await post('/claim-details-request', lookup);
    expect(details.body.data.consignments[0]).toMatchObject({ id: consignmentId, units: [{ audit: { audit_documents: [{ id: auditId, document_type: 'destruction_certificate' }] } }] });
    await expectPdfDownload(await post('/audit-document', { ...lookup, audit_document_id: auditId }), 'destruction_certificate.pdf');
    expect((await post('/audit-document', { ...lookup, audit_document_id: 'audit-nope' })).status).toBe(404);
    expect(await post('/audit-document', { ...lookup, reference: '999-999-999', audit_document_id: auditId })).toMatchObject(forbidden);
    expect(await post('/audit-document', { ...lookup })).toMatchObject(malformed);
  });
});

describe('ticket', () => {
  const fields = { promotion_id: GB, reason: 'reward query', name: 'Ada', email: 'ada@example.com', message: 'Where is my gift?', subject: 'Contact form', claim_reference: '', extra_field: 'kept' };
  const send = (form: Record<string, string>, content?: Buffer) =>
    t.api('POST', '/ticket', { form, files: content ? [{ field: 'documents', filename: 'doc.png', content }] : [] });

  it('201 with files and extra fields; 400 without a message, 404 unknown promotion, 415 html, 413 too big', async () => {
    expect((await send(fields, PNG)).body.data.id).toBeTruthy();
    const { message: _dropped, ...noMessage } = fields;
    expect(await send(noMessage)).toMatchObject(malformed);
    expect((await send({ ...fields, promotion_id: 'NOPE' })).status).toBe(404);
    expect(await send(fields, HTML)).toMatchObject({ status: 415, body: { errors: [{ code: 6 }] } });
    expect(await send(fields, BIG_PNG)).toMatchObject({ status: 413, body: { errors: [{ code: 7 }] } });
  });
});

describe('coverage of this file', () => {
  it('answered a success and an error for each my-claim operation', () => {
    expectSuccessAndErrorFor(MY_CLAIM_OPERATIONS, t.seen);
  });
});
