/**
 * A claim is written all-or-nothing with its identifiers, its links to the uploaded proof files and its
 * idempotency key; storage ids must be this visitor's unused proof uploads.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshTestImei } from '../support/catalogue';
import { buildImei } from '../../core/rules/luhn';
import { claimBody, GB } from './claim-fixtures';
import { multipart, PDF, PNG } from './multipart';
import { storageSnapshot } from './storage-snapshot';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CLAIM_RATE_LIMIT_PER_MINUTE: '0', UPLOAD_RATE_LIMIT_PER_MINUTE: '0', TICKET_RATE_LIMIT_PER_MINUTE: '0' });
});
afterAll(() => t.close());

const snapshot = () => storageSnapshot(t.app.db, path.join(t.dir, 'data'));
const submit = (body: unknown, key?: string) => t.call('POST', '/claim', body, key ? { 'idempotency-key': key } : undefined);

async function proofId(): Promise<string> {
  const r = await t.app.inject({ method: 'POST', url: '/api/2022launch/file-upload', ...multipart({}, [{ field: 'file', filename: 'p.png', content: PNG }]) });
  return r.json().data.id;
}

describe('what a claim stores', () => {
  it('keeps every payload field, the identifiers and the links to its files', async () => {
    const storage = [await proofId(), await proofId()];
    const body = claimBody(storage, { serial: 'SNSTORE0001', tradeInId: 'trade-in-pixel-6', email: 'Mixed.Case@Example.com' });
    const r = await submit(body);
    expect(r.status).toBe(200);
    const id = r.body.data.id;
    const claim = await t.app.db.selectFrom('claims').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(JSON.parse(claim.payload)).toEqual(body);
    expect(claim).toMatchObject({ public_reference: r.body.data.public_reference, email: 'mixed.case@example.com', purchase_date: '2022-11-01', promotion_id: GB, status: 'PENDING' });
    const identifiers = await t.app.db.selectFrom('claim_identifiers').select(['kind', 'value']).where('claim_id', '=', id).orderBy('kind').execute();
    expect(identifiers).toEqual([{ kind: 'imei', value: body.purchase.items[0].imei }, { kind: 'serial', value: 'SNSTORE0001' }]);
    const documents = await t.app.db.selectFrom('claim_documents').select('upload_id').where('claim_id', '=', id).execute();
    expect(documents.map((d) => d.upload_id).sort()).toEqual([...storage].sort());
  });
});

describe('storage ids', () => {
  it('refuses an unknown storage id with 422 code 1 and stores nothing of the claim', async () => {
    const good = await proofId();
    const before = await snapshot();
    const r = await submit(claimBody([good, 'not-an-upload']), 'unknown-storage');
    expect(r).toMatchObject({ status: 422, body: { errors: [{ code: 1 }] } });
    expect(await snapshot()).toEqual(before);
  });

  it("refuses another claim's file (foreign) and files that were not proof uploads, storing nothing", async () => {
    const used = await proofId();
    expect((await submit(claimBody([used]))).status).toBe(200);
    const ticket = await t.app.inject({
      method: 'POST',
      url: '/api/2022launch/ticket',
      ...multipart({ promotion_id: GB, reason: 'something else', name: 'Ada', email: 'ada@example.com', message: 'Hi', subject: 'Contact form' }, [{ field: 'documents', filename: 'd.pdf', content: PDF }]),
    });
    const ticketRow = await t.app.db.selectFrom('tickets').select('document_ids').where('id', '=', ticket.json().data.id).executeTakeFirstOrThrow();
    const ticketUpload = JSON.parse(ticketRow.document_ids)[0];

    const before = await snapshot();
    for (const foreign of [used, ticketUpload]) {
      expect(await submit(claimBody([await proofId(), foreign]))).toMatchObject({ status: 422, body: { errors: [{ code: 1 }] } });
    }
    const after = await snapshot();
    expect({ ...after, uploads: before.uploads, 'files in uploads/': before['files in uploads/'] }).toEqual(before);
  });

  it('rolls back a claim that loses an IMEI race: no claim row, and its file stays free for a later claim', async () => {
    const imei = freshTestImei('pixel-7-pro-512-snow');
    const [a, b] = [await proofId(), await proofId()];
    const results = await Promise.all([
      submit(claimBody([a], { productId: 'pixel-7-pro-512-snow', imei })),
      submit(claimBody([b], { productId: 'pixel-7-pro-512-snow', imei })),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 422]);
    const loserFile = results[0].status === 200 ? b : a;
    expect(await t.app.db.selectFrom('claim_documents').select('claim_id').where('upload_id', '=', loserFile).executeTakeFirst()).toBeUndefined();
    expect((await submit(claimBody([loserFile]))).status).toBe(200);
  });
});

describe('Idempotency-Key', () => {
  it('turns concurrent submits with one key into one claim, all with the same answer', async () => {
    const body = claimBody([await proofId()]);
    const before = await snapshot();
    // Half at once, half staggered so later submits arrive while earlier ones are half-way.
    const delays = [0, 0, 0, 0, 1, 2, 3, 4];
    const answers = await Promise.all(delays.map((ms) => new Promise((r) => setTimeout(r, ms)).then(() => submit(body, 'concurrent-key-1'))));
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    for (const a of answers) expect(a.body).toEqual(answers[0].body);
    const after = await snapshot();
    expect(after.claims).toBe(before.claims + 1);
    expect(after.idempotency_keys).toBe(before.idempotency_keys + 1);
  });

  it("keeps the request's SHA-256 (hex) with the key, as the site fingerprints the body it sends", async () => {
    const body = claimBody([await proofId()]);
    expect((await submit(body, 'hashed-key')).status).toBe(200);
    const row = await t.app.db.selectFrom('idempotency_keys').select('request_hash').where('key', '=', 'hashed-key').executeTakeFirstOrThrow();
    expect(row.request_hash).toBe(createHash('sha256').update(JSON.stringify(body)).digest('hex'));
  });

  it('refuses the same key with a different claim (422 code 1)', async () => {
    expect((await submit(claimBody([await proofId()]), 'reused-key')).status).toBe(200);
    expect(await submit(claimBody([await proofId()]), 'reused-key')).toMatchObject({ status: 422, body: { errors: [{ code: 1 }] } });
  });
});

describe('what is answered first when an identifier is claimed and a storage id is unusable', () => {
  // The claim checks refuse an identifier they know (a well-formed IMEI of the promotion's products, a
  // well-formed serial) that another claim has (code 5) before the files are looked at (code 1); an identifier
  // they do not know is refused (code 5) only after the files.
  let unknownSerial = 0;
  const unknownTacImei = () => buildImei('35999999', String(900_000 + unknownSerial++));

  it('a known IMEI of another claim: 422 code 5, nothing stored', async () => {
    const imei = freshTestImei();
    expect((await submit(claimBody([await proofId()], { imei }))).status).toBe(200);
    const before = await snapshot();
    const r = await submit(claimBody(['not-an-upload'], { imei }));
    expect(r).toMatchObject({ status: 422, body: { errors: [{ code: 5, message: 'IDENTIFIER_CLAIMED' }] } });
    expect(await snapshot()).toEqual(before);
  });

  it('a known serial of another claim (written in other case and with spaces): 422 code 5', async () => {
    expect((await submit(claimBody([await proofId()], { serial: 'SNFIRST0042' }))).status).toBe(200);
    const r = await submit(claimBody(['not-an-upload'], { serial: 'snfirst0042' }));
    expect(r).toMatchObject({ status: 422, body: { errors: [{ code: 5 }] } });
  });

  it('an IMEI of an unknown TAC of another claim: the files first (422 code 1), then 422 code 5', async () => {
    const imei = unknownTacImei();
    expect((await submit(claimBody([await proofId()], { imei }))).status).toBe(200);
    const before = await snapshot();
    expect(await submit(claimBody(['not-an-upload'], { imei }))).toMatchObject({ status: 422, body: { errors: [{ code: 1 }] } });
    expect(await submit(claimBody([await proofId()], { imei }))).toMatchObject({ status: 422, body: { errors: [{ code: 5 }] } });
    const after = await snapshot();
    expect(after.claims).toEqual(before.claims);
  });

  it('an Idempotency-Key repeat still answers the first claim, whose identifiers are now claimed', async () => {
    const body = claimBody([await proofId()], { serial: 'SNREPEAT0042' });
    const first = await submit(body, 'repeat-after-claimed');
    expect(first.status).toBe(200);
    const again = await submit(body, 'repeat-after-claimed');
    expect({ status: again.status, body: again.body }).toEqual({ status: first.status, body: first.body });
  });
});
