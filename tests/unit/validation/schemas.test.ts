import { describe, expect, it } from 'vitest';
import { toFieldErrors } from '../../../core/validation/toFieldErrors';
import { compileRegistry } from './compiled';

const { source, validators } = await compileRegistry();
const errors = (name: string, values: unknown) => toFieldErrors(validators[name], values);

const item = (productImei: unknown, productId: unknown = 'p1') => ({ productId, productImei });
const purchase = (patch: Record<string, unknown> = {}) => ({
  invoiceDate: '2022-10-01',
  resellerId: 'r1',
  reference: 'INV-1',
  items: [item('490154203237518')],
  claimType: 'PERSONAL',
  somethingElse: { kept: true },
  ...patch,
});

describe('generated standalone module', () => {
  it('has no runtime code generation or require', () => {
    expect(source).not.toMatch(/Function\(|eval\(|require\(/);
    expect(source).toMatch(/^export const purchaseDetails = /m);
    expect(source).toContain('generated — do not edit');
  });
});

describe('getStarted and claimType', () => {
  it('needs checklist1 true', () => {
    expect(errors('getStarted', { checklist1: true })).toEqual([]);
    expect(errors('getStarted', {})).toEqual([{ path: 'checklist1', alias: 'errorsChecklistUnconfirmed' }]);
    expect(errors('getStarted', { checklist1: false })).toEqual([{ path: 'checklist1', alias: 'errorsChecklistUnconfirmed' }]);
  });
  it('needs a claim type', () => {
    expect(errors('claimType', { claimType: 'BUSINESS' })).toEqual([]);
    expect(errors('claimType', { claimType: null })).toEqual([{ path: 'claimType', alias: 'errorsClaimTypeNotSelected' }]);
    expect(errors('claimType', {})).toEqual([{ path: 'claimType', alias: 'errorsClaimTypeNotSelected' }]);
  });
});

describe('purchaseDetails', () => {
  it('accepts a valid claim draft with extra properties', () => expect(errors('purchaseDetails', purchase())).toEqual([]));

  it('checks the IMEI: Luhn, 14 and 16 digits, letters', () => {
    for (const imei of ['490154203237519', '49015420323751', '4901542032375180', '49015420323751a', '', null])
      expect(errors('purchaseDetails', purchase({ items: [item(imei)] })), String(imei)).toEqual([
        { path: 'items.0.productImei', alias: 'errorsImeiInvalid' },
      ]);
  });

  it('flags a duplicate IMEI on the second item', () => {
    const items = [item('490154203237518'), item('356938035643809'), item('490154203237518')];
    expect(errors('purchaseDetails', purchase({ items }))).toEqual([{ path: 'items.2.productImei', alias: 'errorsImeiNotUnique' }]);
  });

  it('needs a product per item and at least one item', () => {
    expect(errors('purchaseDetails', purchase({ items: [{ productImei: '490154203237518' }] }))).toEqual([
      { path: 'items.0.productId', alias: 'errorsProductNotSelected' },
    ]);
    expect(errors('purchaseDetails', purchase({ items: [item('490154203237518', null)] }))).toEqual([
      { path: 'items.0.productId', alias: 'errorsProductNotSelected' },
    ]);
    expect(errors('purchaseDetails', purchase({ items: [] }))).toEqual([{ path: 'items', alias: 'errorsProductNotSelected' }]);
  });

  it('checks the invoice date: impossible, future, missing, null', () => {
    const tomorrow = new Date(Date.now() + 36 * 3600 * 1000).toISOString().slice(0, 10);
    for (const invoiceDate of ['2023-02-30', tomorrow, '', null, undefined])
      expect(errors('purchaseDetails', purchase({ invoiceDate })), String(invoiceDate)).toEqual([
        { path: 'invoiceDate', alias: 'errorsDateOfPurchaseInvalid' },
      ]);
  });

  it('gives the required messages for null reseller and blank or long reference, all at once', () => {
    expect(errors('purchaseDetails', purchase({ resellerId: null, reference: '   ', invoiceDate: null }))).toEqual([
      { path: 'invoiceDate', alias: 'errorsDateOfPurchaseInvalid' },
      { path: 'resellerId', alias: 'errorsResellerMissing' },
      { path: 'reference', alias: 'errorsInvoiceNumberEmpty' },
    ]);
    expect(errors('purchaseDetails', purchase({ reference: 'x'.repeat(51) }))).toEqual([{ path: 'reference', alias: 'errorsInvoiceNumberEmpty' }]);
    expect(errors('purchaseDetails', purchase({ reference: 'x'.repeat(50) }))).toEqual([]);
  });
});

describe('tracker', () => {
  const ok = { email: 'a.b@example.co.uk', claimReference: '123-456-789' };
  it('accepts a valid form', () => expect(errors('tracker', ok)).toEqual([]));
  it('checks the claim reference pattern', () => {
    for (const claimReference of ['123456789', '123-456-78', '12a-456-789', '123-456-7890', ' 123-456-789'])
      expect(errors('tracker', { ...ok, claimReference }), claimReference).toEqual([{ path: 'claimReference', alias: 'errorsClaimReferenceInvalid' }]);
  });
  it('says empty for a missing, null or empty reference', () => {
    for (const claimReference of [undefined, null, ''])
      expect(errors('tracker', { ...ok, claimReference })).toEqual([{ path: 'claimReference', alias: 'errorsClaimReferenceEmpty' }]);
  });
  it('checks the e-mail', () => {
    for (const email of ['', null, 'ab', 'a@b', 'a b@c.de', 'a@b.'])
      expect(errors('tracker', { ...ok, email }), String(email)).toEqual([{ path: 'email', alias: 'errorsInvalidEmail' }]);
  });
});
