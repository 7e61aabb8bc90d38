import { afterEach, describe, expect, it, vi } from 'vitest';
import submitReturnDetails from '../../../core/actions/submitReturnDetails';
import { answer, failure, fakeContext, type Answer } from './fakeContext';

const gb = {
  country: 'GB',
  accountName: ' Ada Lovelace ',
  accountNumber: '12345678',
  sortCode: '11-22-99',
  legalType: 'PRIVATE',
  iban: '',
  swift: '',
  routingNumber: '',
  accountType: null,
};
const values = { bankDetails: gb, returnReason: '  The screen flickers.\n' };
const tracked = { email: 'ada@example.com', reference: '123-456-789' };
const claim = answer({ data: { id: 'claim-7', reference: '123-456-789', status: 'AWAITING_ACTION' } });
const noContent: Answer = { data: undefined, error: undefined, response: { status: 204 } };
const stored = answer({ data: { claim_id: 'claim-7', status: 'PENDING' } });

type Replies = Partial<Record<'/claim-details-request' | '/reward-detail-validation' | '/reward-detail', () => Answer | Promise<Answer>>>;

async function submit(replies: Replies = {}, options: { track?: boolean } = {}) {
  const all: Replies = { '/claim-details-request': () => claim, '/reward-detail-validation': () => noContent, '/reward-detail': () => stored, ...replies };
  const fake = fakeContext({ values, post: (path) => (all[path as keyof Replies] ?? (() => failure(404)))() });
  if (options.track !== false) fake.ctx.session.set('tracked-claim', tracked);
  return { result: await submitReturnDetails(fake.ctx), ...fake };
}

const expectedBody = {
  claim_id: 'claim-7',
  return_reason: 'The screen flickers.',
  legal_type: 'PRIVATE',
  bank_transfer: { account_name: 'Ada Lovelace', account_number: '12345678', sort_code: '11-22-99', country: 'GB' },
};
const generic = { ok: false, errors: [{ alias: 'errorsBankGeneric' }] };

afterEach(() => vi.restoreAllMocks());

describe('submitReturnDetails', () => {
  it('finds the tracked claim, has the details checked, then stores the same details', async () => {
    const { result, bodies, POST } = await submit();
    expect(result).toEqual({ ok: true });
    expect(bodies('/claim-details-request')).toEqual([{ promotion_id: 'GOO00028-DE', email: 'ada@example.com', reference: '123-456-789' }]);
    expect(bodies('/reward-detail-validation')).toEqual([expectedBody]);
    expect(bodies('/reward-detail')).toEqual([expectedBody]);
    expect(POST.mock.calls.map(([path]) => path)).toEqual(['/claim-details-request', '/reward-detail-validation', '/reward-detail']);
  });

  it('does not store when the check fails: the generic bank message', async () => {
    for (const reply of [() => failure(422, { errors: [{ code: 1 }] }), () => failure(500), () => answer({}, 200)]) {
      const { result, bodies } = await submit({ '/reward-detail-validation': reply });
      expect(result).toEqual(generic);
      expect(bodies('/reward-detail')).toEqual([]);
    }
  });

  it('gives the generic bank message when storing fails', async () => {
    for (const reply of [() => failure(422, { errors: [{ code: 1 }] }), () => failure(500), () => failure(429)]) {
      const { result } = await submit({ '/reward-detail': reply });
      expect(result).toEqual(generic);
    }
  });

  it('gives the generic bank message on a network failure, without logging the details', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { result } = await submit({
      '/reward-detail': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    expect(result).toEqual(generic);
    expect(log).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it('sends nothing when no claim is tracked or the claim cannot be loaded', async () => {
    const untracked = await submit({}, { track: false });
    expect(untracked.result).toEqual(generic);
    expect(untracked.POST).not.toHaveBeenCalled();

    const gone = await submit({ '/claim-details-request': () => failure(403) });
    expect(gone.result).toEqual(generic);
    expect(gone.bodies('/reward-detail-validation')).toEqual([]);
  });

  it('never writes the details to the session or patches them into the form', async () => {
    const { ctx, patches } = await submit();
    expect(ctx.session.set).toHaveBeenCalledTimes(1); // the test's own tracked claim
    expect(patches).toEqual([]);
  });
});
