import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import submitClaim, { fingerprint } from '../../../core/actions/submitClaim';
import { answer, failure, fakeContext } from './fakeContext';

const draft = {
  invoiceDate: '2022-10-27',
  reference: 'INV-1',
  resellerId: 'currys',
  items: [{ productId: 'p1', productImei: '352823110000170' }],
  documents: [{ id: 'd1' }],
  imeiDocuments: [{ id: 'd2' }],
  title: 'MR',
  firstName: 'Alan',
  lastName: 'Turing',
  email: 'alan@example.com',
  address1: '1 Road',
  city: 'London',
  county: 'Greater London',
  postCode: 'SW1A2AA',
  mobilePhone: { input: '7700 900123', international: '+447700900123' },
  rewardMethod: 'gift',
  rewardPreference: 'GIFT',
};
const created = answer({ data: { id: 'c1', public_reference: '123-456-789', status: 'PENDING' } });
const keyOf = (POST: ReturnType<typeof fakeContext>['POST'], call = 0) => (POST.mock.calls[call][1] as any).headers['Idempotency-Key'];

describe('submitClaim', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));

  it('keeps the confirmation and saves the idempotency key in the draft before sending', async () => {
    const { ctx, POST, patches, session } = fakeContext({ values: draft, post: () => created });
    expect(await submitClaim(ctx)).toEqual({ ok: true });
    expect(patches[0].submission).toMatchObject({ key: keyOf(POST) });
    expect(session.get('confirmation:GOO00028-DE:de-DE')).toEqual({ public_reference: '123-456-789', email: 'alan@example.com' });
  });

  it('counts a claim submitted only once the server accepted it (the studio results; nothing about the claim)', async () => {
    const countSubmitted = vi.fn();
    const accepted = fakeContext({ values: draft, post: () => created });
    await submitClaim({ ...accepted.ctx, countSubmitted });
    expect(countSubmitted).toHaveBeenCalledTimes(1);
    expect(countSubmitted).toHaveBeenCalledWith();
    const refused = fakeContext({ values: draft, post: () => failure(422, { errors: [{ code: 5 }] }) });
    await submitClaim({ ...refused.ctx, countSubmitted });
    expect(countSubmitted).toHaveBeenCalledTimes(1);
  });

  it('sends the same key again for the same draft (retry, reload during submit)', async () => {
    const first = fakeContext({ values: draft, post: () => failure(500) });
    await submitClaim(first.ctx);
    const submission = first.patches[0].submission;
    const again = fakeContext({ values: { ...draft, submission }, post: () => created });
    await submitClaim(again.ctx);
    expect(keyOf(again.POST)).toBe(keyOf(first.POST));
    expect(again.patches).toEqual([]);
  });

  it('uses a new key once an answer changed (the old key belongs to another body)', async () => {
    const first = fakeContext({ values: draft, post: () => failure(500) });
    await submitClaim(first.ctx);
    const changed = fakeContext({ values: { ...draft, submission: first.patches[0].submission, firstName: 'Alan M.' }, post: () => created });
    await submitClaim(changed.ctx);
    expect(keyOf(changed.POST)).not.toBe(keyOf(first.POST));
  });

  it("fingerprints the body it sends with SHA-256 (Web Crypto), as the server's request hash (node:crypto) does", async () => {
    expect(await fingerprint('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    const { ctx, POST, patches } = fakeContext({ values: draft, post: () => created });
    await submitClaim(ctx);
    const sent = JSON.stringify((POST.mock.calls[0][1] as any).body);
    expect((patches[0].submission as { body: string }).body).toBe(createHash('sha256').update(sent).digest('hex'));
  });

  it('an already claimed IMEI (code 5) says so; any other failure, network included, is the submission error', async () => {
    const claimed = fakeContext({ values: draft, post: () => failure(422, { errors: [{ code: 5 }] }) });
    expect(await submitClaim(claimed.ctx)).toEqual({ ok: false, errors: [{ alias: 'errorsImeiClaimed' }] });
    const closed = fakeContext({ values: draft, post: () => failure(422, { errors: [{ code: 3 }] }) });
    expect(await submitClaim(closed.ctx)).toEqual({ ok: false, errors: [{ alias: 'errorsClaimSubmissionError' }] });
    const offline = fakeContext({ values: draft, post: () => Promise.reject(new TypeError('Failed to fetch')) });
    expect(await submitClaim(offline.ctx)).toEqual({ ok: false, errors: [{ alias: 'errorsClaimSubmissionError' }] });
    expect(offline.session.get('confirmation:GOO00028-DE:de-DE')).toBeUndefined();
  });
});
