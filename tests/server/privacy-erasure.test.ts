/**
 * A customer's rights and retention (server/privacy): export-customer gives a zip of their records (bank details
 * readable) and files; erase-customer leaves no byte of their address in the database and removes their files (the
 * folder, or the bucket on `npm run test:server:s3`), and Track your claim then finds nothing; `purge` erases a
 * closed claim past its retention while the results still count it. Each is proved by reading the stores.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eraseCustomer, subjectHash } from '../../server/privacy/erase-customer';
import { exportCustomer } from '../../server/privacy/export-customer';
import { purge } from '../../server/privacy/purge';
import { withLiveRetention } from '../../server/operator/live-retention';
import { snapshotOf } from '../../server/versions/package-snapshot';
import { importVersion, publishVersion } from '../../server/versions/version-store';
import { readServedPromotions } from '../../server/packages/promotion-package';
import { promotionResults } from '../../server/studio/results/promotion-results';
import type { UploadStorage } from '../../server/uploads/upload-storage';
import { multipart, PNG } from './multipart';
import { AUR_API, BANK, call, createAurApp, storedBytes, fileStored, submitAurClaim, testUploadStorage } from './privacy/summer-switch-claims';
import type { TestApp } from './test-app';

const REPO = path.resolve(__dirname, '../..');
let t: TestApp;
let uploads: UploadStorage;
beforeAll(async () => {
  ({ t } = await createAurApp());
  uploads = await testUploadStorage(t);
});
afterAll(async () => {
  uploads.close();
  await t.close();
});

const storedNameOf = async (uploadId: string) => (await t.app.db.selectFrom('uploads').select('stored_name').where('id', '=', uploadId).executeTakeFirstOrThrow()).stored_name;

describe("a customer's records", () => {
  it('export-customer writes their claims (bank details readable), message and files; erase-customer leaves none of it', async () => {
    const email = 'Erase.Me@example.com';
    const us = await submitAurClaim(t, 'en-US', email.toLowerCase());
    const ie = await submitAurClaim(t, 'en-IE', email.toLowerCase(), 'paypal');
    const other = await submitAurClaim(t, 'en-IE', 'someone.else@example.com');
    const survey = await call(t, 'POST', '/survey-response', { promotion_id: us.promotionId, public_reference: us.reference, email, answers: [{ key: 'PROMOTION_SATISFACTION', prompt_alias: 'a', prompt: 'How satisfied?', response: 'Very satisfied' }] });
    expect(survey.status).toBe(204);
    const ticket = await t.app.inject({ method: 'POST', url: `${AUR_API}/ticket`, ...multipart({ promotion_id: us.promotionId, reason: 'personal data query', name: 'Grace Hopper', email, message: 'Please send me my data', subject: 'My data' }, [{ field: 'documents', filename: 'id.png', content: PNG }]) });
    expect(ticket.statusCode, ticket.body).toBe(201);
    const names = [await storedNameOf(us.uploadId), await storedNameOf(ie.uploadId)];
    const ticketUpload = JSON.parse((await t.app.db.selectFrom('tickets').select('document_ids').executeTakeFirstOrThrow()).document_ids)[0] as string;
    names.push(await storedNameOf(ticketUpload));
    for (const name of names) expect(await fileStored(t, name), name).toBe(true);

    // Export: a zip with customer.json and the three files.
    const zip = path.join(t.dir, 'export.zip');
    expect(await exportCustomer(t.app.db, uploads, email, zip, new Date())).toMatchObject({ claims: 2, tickets: 1, files: 3 });
    expect(fs.statSync(zip).mode & 0o777).toBe(0o600);
    const listing = execFileSync('unzip', ['-Z1', zip], { encoding: 'utf8' }).trim().split('\n');
    expect(listing).toHaveLength(4);
    const document = JSON.parse(execFileSync('unzip', ['-p', zip, 'customer.json'], { encoding: 'utf8' }));
    expect(document.claims.map((c: { reference: string }) => c.reference)).toEqual([us.reference, ie.reference]);
    expect(document.claims[0].claim.reward_method).toMatchObject(BANK['en-US']);
    expect(document.claims[1].claim.reward_method).toEqual({ method: 'paypal', email: 'paypal.erase.me@example.com' });
    expect(document.claims[0].survey_answers[0].answers[0].response).toBe('Very satisfied');
    expect(document.contact_messages[0].message.message).toBe('Please send me my data');
    for (const file of listing.filter((f) => f.startsWith('files/'))) expect(execFileSync('unzip', ['-p', zip, file]).equals(PNG), file).toBe(true);

    // Erase: nothing of the address, the bank details or the files is left.
    const erased = await eraseCustomer(t.app.db, uploads, email, new Date());
    expect(erased).toMatchObject({ claims: 2, tickets: 1, files: 3 });
    const stored = await storedBytes(t);
    for (const secret of ['erase.me@example.com', 'Erase.Me@example.com', 'Please send me my data']) expect(stored.includes(secret), secret).toBe(false);
    expect(stored.includes('someone.else@example.com')).toBe(true); // another customer's claim stays
    for (const name of names) expect(await fileStored(t, name), name).toBe(false);
    expect(await fileStored(t, await storedNameOf(other.uploadId))).toBe(true);
    const track = await call(t, 'POST', '/claim-details-request', { promotion_id: us.promotionId, email, reference: us.reference });
    expect(track.status).toBe(403);

    // The erasure log: a keyed hash, when, how many; no address.
    const log = await t.app.db.selectFrom('erasure_log').selectAll().execute();
    expect(log).toEqual([expect.objectContaining({ subject_hash: subjectHash(t.app.db, email), reason: 'customer-request', records: 6 })]);
    expect(JSON.stringify(log)).not.toContain('erase.me');
    // Again: nothing more to erase.
    expect(await eraseCustomer(t.app.db, uploads, email, new Date())).toMatchObject({ claims: 0, tickets: 0, files: 0 });
  });
});

describe('retention purge', () => {
  it('erases a closed claim past its retention, keeps recent and open ones, and the results still count it', async () => {
    const packages = readServedPromotions(path.join(REPO, 'page-definitions/AUR00031'));
    const old = await submitAurClaim(t, 'en-US', 'old.closed@example.com', 'bank', 'retry-key-of-old-claim');
    const recent = await submitAurClaim(t, 'en-US', 'recent.closed@example.com');
    const open = await submitAurClaim(t, 'en-US', 'still.open@example.com');
    const longAgo = new Date(Date.now() - 400 * 86_400_000).toISOString();
    await t.app.db.updateTable('claims').set({ status: 'COMPLETED', updated_at: longAgo }).where('id', '=', old.id).execute();
    await t.app.db.updateTable('claims').set({ status: 'REJECTED_DUPLICATE' }).where('id', '=', recent.id).execute();
    await t.app.db.updateTable('claims').set({ updated_at: longAgo }).where('id', '=', open.id).execute();
    const oldFile = await storedNameOf(old.uploadId);
    const before = await promotionResults(t.app.db, { code: 'AUR00031', from: '2000-01-01', to: '2100-01-01' });

    const idempotencyRecords = () => t.app.db.selectFrom('idempotency_keys').select('claim_id').where('key', '=', 'retry-key-of-old-claim').execute();
    expect(await idempotencyRecords()).toEqual([{ claim_id: old.id }]);
    const first = await purge(t.app.db, uploads, packages, new Date());
    expect(first.claims).toBe(1);
    expect(await idempotencyRecords()).toEqual([]);
    expect(await purge(t.app.db, uploads, packages, new Date())).toMatchObject({ claims: 0, files: 0 });

    const rows = await t.app.db.selectFrom('claims').select(['id', 'status', 'email', 'erased_at']).where('id', 'in', [old.id, recent.id, open.id]).execute();
    expect(rows.find((r) => r.id === old.id)).toMatchObject({ status: 'COMPLETED', email: '', erased_at: expect.any(String) });
    expect(rows.find((r) => r.id === recent.id)).toMatchObject({ email: 'recent.closed@example.com', erased_at: null });
    expect(rows.find((r) => r.id === open.id)).toMatchObject({ email: 'still.open@example.com', erased_at: null });
    const stored = await storedBytes(t);
    expect(stored.includes('old.closed@example.com')).toBe(false);
    expect(await fileStored(t, oldFile)).toBe(false);
    expect(await promotionResults(t.app.db, { code: 'AUR00031', from: '2000-01-01', to: '2100-01-01' })).toEqual(before);
  });

  it("the operator's purge reads the retention of the live version a manager published, not the folder's", async () => {
    const folder = readServedPromotions(path.join(REPO, 'page-definitions/AUR00031'));
    const claim = await submitAurClaim(t, 'en-US', 'published.retention@example.com');
    const tenDaysAgo = new Date(Date.now() - 10 * 86_400_000).toISOString();
    await t.app.db.updateTable('claims').set({ status: 'COMPLETED', updated_at: tenDaysAgo }).where('id', '=', claim.id).execute();
    // The folder keeps closed claims 180 days: ten days is not enough.
    expect((await purge(t.app.db, uploads, await withLiveRetention(t.app.db, folder), new Date())).claims).toBe(0);

    const snapshot = snapshotOf(path.join(REPO, 'page-definitions/AUR00031'));
    const promotion = snapshot.files['promotion.json'] as { settings?: Record<string, unknown> };
    snapshot.files['promotion.json'] = { ...promotion, settings: { ...promotion.settings, retention: { closedClaimDays: 7 } } };
    const who = { actor: 'manager@example.com', now: new Date() };
    const { hash } = await importVersion(t.app.db, snapshot, who);
    await publishVersion(t.app.db, 'AUR00031', hash, who);
    expect((await purge(t.app.db, uploads, await withLiveRetention(t.app.db, folder), new Date())).claims).toBe(1);
    const row = await t.app.db.selectFrom('claims').select(['email', 'erased_at']).where('id', '=', claim.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ email: '', erased_at: expect.any(String) });
  });
});
