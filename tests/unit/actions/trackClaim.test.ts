import { describe, expect, it } from 'vitest';
import trackClaim from '../../../core/actions/trackClaim';
import { answer, failure, fakeContext, type Answer } from './fakeContext';

const values = { email: ' ada@example.com ', claimReference: '123-456-789' };
const run = async (reply: () => Answer) => {
  const fake = fakeContext({ values, post: reply });
  return { result: await trackClaim(fake.ctx), ...fake };
};

describe('trackClaim', () => {
  it('remembers the e-mail and reference and goes to my-claim when the claim exists', async () => {
    const { result, ctx, bodies } = await run(() => answer({ data: { id: 7, status: 'PENDING' } }));
    expect(result).toEqual({ ok: true });
    expect(bodies('/claim-details-request')).toEqual([{ promotion_id: 'GOO00028-DE', email: 'ada@example.com', reference: '123-456-789' }]);
    expect(ctx.session.set).toHaveBeenCalledWith('tracked-claim', { email: 'ada@example.com', reference: '123-456-789' });
    expect(ctx.redirectTo).toHaveBeenCalledWith('my-claim');
  });

  it('says "no claim found" on 403 and stays', async () => {
    const { result, ctx } = await run(() => failure(403, { errors: [{ code: 1 }] }));
    expect(result).toEqual({ ok: false, errors: [{ alias: 'errorsNoClaimFound' }] });
    expect(ctx.redirectTo).not.toHaveBeenCalled();
    expect(ctx.session.set).not.toHaveBeenCalled();
  });

  it('shows the submission error for any other failure', async () => {
    const { result, ctx } = await run(() => failure(500, { errors: [{ code: 1 }] }));
    expect(result).toEqual({ ok: false, errors: [{ alias: 'errorsClaimSubmission' }] });
    expect(ctx.redirectTo).not.toHaveBeenCalled();
  });
});
