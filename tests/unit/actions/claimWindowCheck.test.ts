import { describe, expect, it } from 'vitest';
import claimWindowCheck from '../../../core/actions/claimWindowCheck';
import { answer, failure, fakeContext, type FakeOptions } from './fakeContext';

const passes = () => answer({ data: { passes: true } });
const items = (...productIds: string[]) => productIds.map((productId) => ({ productId }));

async function run(options: FakeOptions) {
  const fake = fakeContext({ post: passes, ...options });
  const result = await claimWindowCheck(fake.ctx);
  return { result, body: fake.bodies('/claim-window-check')[0] };
}

describe('claimWindowCheck', () => {
  it('sends the purchase date as noon on that day in the promotion timezone', async () => {
    const { result, body } = await run({ values: { invoiceDate: '2022-10-20', items: items('pixel-7') } });
    expect(result).toEqual({ ok: true });
    expect(body).toEqual({ promotion_id: 'GOO00028-DE', purchase_date: '2022-10-20T12:00:00+02:00' });
  });

  it('uses the promotion-window id when the first product is an extended product', async () => {
    const { body } = await run({ values: { invoiceDate: '2022-10-20', items: items('pixel-7-pro-512-snow') } });
    expect(body.promotion_id).toBe('GOO00028-DE-WINDOW');
  });

  it('uses the default id when only a later product is extended', async () => {
    const { body } = await run({ values: { invoiceDate: '2022-10-20', items: items('pixel-7', 'pixel-7-pro-512-snow') } });
    expect(body.promotion_id).toBe('GOO00028-DE');
  });

  it('uses the default id when the locale has no promotion-window id', async () => {
    const { body } = await run({
      env: { promotionId: 'GOO00028-GB', settings: {}, timezone: 'Europe/London' },
      values: { invoiceDate: '2022-10-20', items: items('pixel-7-pro-512-snow') },
    });
    expect(body).toEqual({ promotion_id: 'GOO00028-GB', purchase_date: '2022-10-20T12:00:00+01:00' });
  });

  it('shows "promotion closed" in the summary for OUTSIDE_CLAIM_WINDOW (code 3)', async () => {
    const { result } = await run({ values: { invoiceDate: '2022-10-20' }, post: () => failure(422, { errors: [{ code: 3, message: 'closed' }] }) });
    expect(result).toEqual({ ok: false, errors: [{ alias: 'errorsPromotionClosed' }] });
  });

  it('shows the processing error for any other failure, including bodies that are not ours', async () => {
    for (const answerOf of [() => failure(422, { errors: [{ code: 1 }] }), () => failure(502, '<html>Bad gateway</html>')]) {
      const { result } = await run({ values: { invoiceDate: '2022-10-20' }, post: answerOf });
      expect(result).toEqual({ ok: false, errors: [{ alias: 'errorsClaimProcessing' }] });
    }
  });

  it('flags the invoice date when the purchase date is not eligible', async () => {
    const { result } = await run({ values: { invoiceDate: '2022-01-01' }, post: () => answer({ data: { passes: false } }) });
    expect(result).toEqual({ ok: false, errors: [{ path: 'invoiceDate', alias: 'errorsDateOfPurchaseIneligible' }] });
  });
});

describe('claimWindowCheck and the locale maximum date', () => {
  it('refuses a purchase after the locale maxDate without asking the server', async () => {
    const { result, body } = await run({ values: { invoiceDate: '2022-12-02', items: items('pixel-7') }, env: { maxDate: '2022-12-01' } });
    expect(result).toEqual({ ok: false, errors: [{ path: 'invoiceDate', alias: 'errorsDateOfPurchaseIneligible' }] });
    expect(body).toBeUndefined();
  });
});
