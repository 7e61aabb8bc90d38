/**
 * Property: the multipart operations (file-upload, missing-information, ticket) answer broken forms, unknown or
 * oversized fields, files of other types and oversized files with a 4xx ErrorBody the contract documents,
 * store nothing (no row, no file) and keep answering.
 */
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimBody, GB } from './claim-fixtures';
import { notAnAcceptedFile } from './malformed-payloads';
import { multipart, PDF, PNG } from './multipart';
import { storageSnapshot } from './storage-snapshot';
import { createTestApp, type TestApp } from './test-app';

type FilePart = { field: string; filename: string; content: Buffer };
interface Form {
  fields: Record<string, string>;
  files: FilePart[];
}

const MAX_UPLOAD_BYTES = 4096;
/** The status each error code comes with. */
const CODE_FOR_STATUS: Record<number, number> = { 400: 2, 404: 1, 413: 7, 415: 6, 422: 1 };

let t: TestApp;
let claimId: string;
beforeAll(async () => {
  t = await createTestApp({ MAX_UPLOAD_BYTES: String(MAX_UPLOAD_BYTES), UPLOAD_RATE_LIMIT_PER_MINUTE: '0', TICKET_RATE_LIMIT_PER_MINUTE: '0' });
  const proof = await t.app.inject({ method: 'POST', url: '/api/2022launch/file-upload', ...multipart({}, [{ field: 'file', filename: 'p.png', content: PNG }]) });
  const claim = await t.call('POST', '/claim', claimBody([proof.json().data.id]));
  claimId = claim.body.data.id;
  await t.app.db.updateTable('claims').set({ status: 'AWAITING_INFORMATION' }).where('id', '=', claimId).execute();
});
afterAll(() => t.close());

const ENDPOINTS: Array<{ url: string; valid: () => Form; required: string[]; closed: boolean }> = [
  { url: '/file-upload', valid: () => ({ fields: {}, files: [{ field: 'file', filename: 'p.png', content: PNG }] }), required: [], closed: true },
  {
    url: '/missing-information',
    valid: () => ({ fields: { claim_id: claimId, supporting_information: 'Receipt attached' }, files: [{ field: 'documents[]', filename: 'r.pdf', content: PDF }] }),
    required: ['claim_id'],
    closed: true,
  },
  {
    url: '/ticket',
    valid: () => ({
      fields: { promotion_id: GB, reason: 'reward query', name: 'Ada', email: 'ada@example.com', message: 'Where is my gift?', subject: 'Contact form', claim_reference: '' },
      files: [{ field: 'documents', filename: 'd.png', content: PNG }],
    }),
    required: ['promotion_id', 'reason', 'name', 'email', 'message', 'subject'],
    closed: false,
  },
];

/** Forms near a valid one, each with one defect the server must refuse. */
function brokenForms(valid: () => Form, required: string[], closed: boolean): fc.Arbitrary<Form | Buffer> {
  const base = valid();
  const defects: Array<fc.Arbitrary<Form | Buffer>> = [
    notAnAcceptedFile.map((content) => ({ ...base, files: [{ ...base.files[0], content }] })),
    fc.integer({ min: MAX_UPLOAD_BYTES + 1, max: 3 * MAX_UPLOAD_BYTES }).map((n) => ({ ...base, files: [{ ...base.files[0], content: Buffer.concat([PNG, Buffer.alloc(n)]) }] })),
    fc.uint8Array({ maxLength: 500 }).map((bytes) => Buffer.from(bytes)),
    fc.tuple(fc.string({ maxLength: 100 }), fc.constantFrom(...base.files)).map(([filename, file]) => ({ ...base, files: [{ ...file, filename: filename.replace(/["\r\n]/g, ''), content: Buffer.from('<html>x</html>') }] })),
  ];
  if (Object.keys(base.fields).length) {
    defects.push(
      fc.constantFrom(...Object.keys(base.fields)).chain((field) =>
        fc.integer({ min: 5_001, max: 60_000 }).map((n) => ({ ...base, fields: { ...base.fields, [field]: 'x'.repeat(n) } })),
      ),
    );
  }
  if (required.length) defects.push(fc.constantFrom(...required).map((field) => ({ ...base, fields: Object.fromEntries(Object.entries(base.fields).filter(([k]) => k !== field)) })));
  else defects.push(fc.constant({ ...base, files: [] }));
  // Missing information needs a document or a note.
  if ('supporting_information' in base.fields) defects.push(fc.constant({ fields: { claim_id: base.fields.claim_id }, files: [] }));
  const unknownName = fc.stringMatching(/^[a-z][a-z_]{0,15}$/).filter((name) => !(name in base.fields) && name !== 'documents' && name !== 'file');
  if (closed) {
    defects.push(fc.tuple(unknownName, fc.string({ maxLength: 50 })).map(([name, value]) => ({ ...base, fields: { ...base.fields, [name]: value } })));
    defects.push(unknownName.map((name) => ({ ...base, files: [{ ...base.files[0], field: name }] })));
  } else {
    defects.push(unknownName.map((name) => ({ ...base, fields: { ...base.fields, [name]: 'y'.repeat(1_001) } })));
  }
  return fc.oneof(...defects);
}

function send(url: string, form: Form | Buffer) {
  const request = Buffer.isBuffer(form)
    ? { payload: form, headers: { 'content-type': 'multipart/form-data; boundary=----broken' } }
    : multipart(form.fields, form.files);
  return t.app.inject({ method: 'POST', url: `/api/2022launch${url}`, ...request });
}

describe.each(ENDPOINTS)('POST $url', ({ url, valid, required, closed }) => {
  it('the base form is accepted (so each defect below is what gets it refused)', async () => {
    const r = await send(url, valid());
    expect(r.statusCode, r.body).toBeLessThan(300);
    if (url === '/missing-information') await t.app.db.updateTable('claims').set({ status: 'AWAITING_INFORMATION' }).where('id', '=', claimId).execute();
  });

  it('refuses broken forms with a 4xx ErrorBody, stores nothing and keeps answering', async () => {
    const before = await storageSnapshot(t.app.db, path.join(t.dir, 'data'));
    await fc.assert(
      fc.asyncProperty(brokenForms(valid, required, closed), async (form) => {
        const r = await send(url, form);
        expect(Object.keys(CODE_FOR_STATUS).map(Number), r.body).toContain(r.statusCode);
        expect(r.json()).toEqual({ errors: [{ code: CODE_FOR_STATUS[r.statusCode], message: expect.any(String) }] });
      }),
      { numRuns: 25 },
    );
    expect(await storageSnapshot(t.app.db, path.join(t.dir, 'data'))).toEqual(before);
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});
