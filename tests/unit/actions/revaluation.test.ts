import { describe, expect, it } from 'vitest';
import acceptRevaluation from '../../../core/actions/acceptRevaluation';
import rejectRevaluation from '../../../core/actions/rejectRevaluation';
import { answer, failure, fakeContext, type Answer } from './fakeContext';

const tracked = { email: 'ada@example.com', reference: '123-456-789' };
const lookup = { promotion_id: 'GOO00028-DE', ...tracked };
const offered = { id: 'claim-7', ...tracked, status: 'AWAITING_REVALUATION', rewards: [{ id: 'reward-1', value: { amount: 120.5, currency: 'EUR' } }] };
const FAILED = { ok: false, errors: [{ alias: 'errorsRevaluationResponse' }] };

function server(reply: () => Answer, claim: unknown = offered) {
  const fake = fakeContext({
    post: (path) => (path === '/claim-details-request' ? answer({ data: claim }) : reply()),
  });
  fake.session.set('tracked-claim', tracked);
  return fake;
}

describe('acceptRevaluation', () => {
  it('approves the offered value (the first reward) for the tracked claim', async () => {
    const fake = server(() => answer({ data: { status: 'VALIDATED' } }, 201));
    expect(await acceptRevaluation(fake.ctx)).toEqual({ ok: true });
    expect(fake.bodies('/revaluation-approval')).toEqual([{ ...lookup, value: { amount: 120.5, currency: 'EUR' } }]);
  });

  it('fails with the revaluation message on an error answer or a network failure', async () => {
    expect(await acceptRevaluation(server(() => failure(500, { errors: [{ code: 1 }] })).ctx)).toEqual(FAILED);
    expect(await acceptRevaluation(server(() => failure(422, { errors: [{ code: 1 }] })).ctx)).toEqual(FAILED);
    const network = server(() => {
      throw new TypeError('Failed to fetch');
    });
    expect(await acceptRevaluation(network.ctx)).toEqual(FAILED);
  });

  it('sends nothing when there is no offered value or no tracked claim', async () => {
    const noReward = server(() => answer({}, 201), { ...offered, rewards: [] });
    expect(await acceptRevaluation(noReward.ctx)).toEqual(FAILED);
    expect(noReward.bodies('/revaluation-approval')).toEqual([]);
    const untracked = fakeContext({ post: () => answer({}, 201) });
    expect(await acceptRevaluation(untracked.ctx)).toEqual(FAILED);
    expect(untracked.POST).not.toHaveBeenCalled();
  });
});

describe('rejectRevaluation', () => {
  it('rejects the offer for the tracked claim', async () => {
    const fake = server(() => answer({ data: { status: 'AWAITING_ACTION' } }, 201));
    expect(await rejectRevaluation(fake.ctx)).toEqual({ ok: true });
    expect(fake.bodies('/revaluation-rejection')).toEqual([lookup]);
  });

  it('fails with the revaluation message on an error answer, a network failure or without a tracked claim', async () => {
    expect(await rejectRevaluation(server(() => failure(503)).ctx)).toEqual(FAILED);
    const network = server(() => {
      throw new TypeError('Failed to fetch');
    });
    expect(await rejectRevaluation(network.ctx)).toEqual(FAILED);
    const untracked = fakeContext({ post: () => answer({}, 201) });
    expect(await rejectRevaluation(untracked.ctx)).toEqual(FAILED);
    expect(untracked.POST).not.toHaveBeenCalled();
  });
});
