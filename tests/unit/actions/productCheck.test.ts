import { describe, expect, it } from 'vitest';
import productCheck from '../../../core/actions/productCheck';
import { answer, failure, fakeContext } from './fakeContext';

const values = { invoiceDate: '2022-10-20', items: [{ productId: 'pixel-7' }, { productId: 'pixel-3' }, { productId: 'pixel-7-pro' }] };
const qualifying = new Set(['pixel-7', 'pixel-7-pro']);

describe('productCheck', () => {
  it('checks every item on the purchase date and passes when all qualify', async () => {
    const fake = fakeContext({ values: { ...values, items: values.items.filter((i) => qualifying.has(i.productId)) }, post: () => answer({ data: { valid: true } }) });
    expect(await productCheck(fake.ctx)).toEqual({ ok: true });
    expect(fake.bodies('/product-check')).toEqual([
      { promotion_id: 'GOO00028-DE', product_id: 'pixel-7', purchase_date: '2022-10-20T12:00:00+02:00' },
      { promotion_id: 'GOO00028-DE', product_id: 'pixel-7-pro', purchase_date: '2022-10-20T12:00:00+02:00' },
    ]);
  });

  it('marks each non-qualifying product at its item, checking all items', async () => {
    const fake = fakeContext({ values, post: (_path, body) => answer({ data: { valid: qualifying.has(body.product_id) } }) });
    expect(await productCheck(fake.ctx)).toEqual({ ok: false, errors: [{ path: 'items.1.productId', alias: 'errorsProductNotQualifying' }] });
    expect(fake.POST).toHaveBeenCalledTimes(3);
  });

  it('shows the processing error when a check fails', async () => {
    const fake = fakeContext({ values, post: (_path, body) => (body.product_id === 'pixel-3' ? failure(500, { errors: [{ code: 1 }] }) : answer({ data: { valid: true } })) });
    expect(await productCheck(fake.ctx)).toEqual({ ok: false, errors: [{ alias: 'errorsClaimProcessing' }] });
  });
});
