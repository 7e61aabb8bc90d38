// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import PurchasedItems from '../../../src/widgets/PurchasedItems';
import { renderWidget } from './renderWidget';

afterEach(cleanup);

const products = [
  { id: 'p2', name: 'pixel 7' },
  { id: 'p1', name: 'Pixel 6' },
];
const item = (id: string) => ({ id, productId: null, productImei: '', productSerial: null, productPricePaid: null, tradeInId: null });
const twoPerBusiness = { settings: { maxPurchaseItems: { PERSONAL: 1, BUSINESS: 2 } } };
const maxItems = { maxItems: { setting: 'maxPurchaseItems', by: 'claimType' } };

describe('PurchasedItems', () => {
  it('starts with one blank item when the list is empty', () => {
    const { value } = renderWidget(PurchasedItems, { name: 'items', value: [], data: products });
    const items = value() as Array<Record<string, unknown>>;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ productId: null, productImei: '' });
    expect(items[0].id).toMatch(/[0-9a-f-]{36}/);
  });

  it('binds product and IMEI per item, products sorted by name', async () => {
    const { value } = renderWidget(PurchasedItems, { name: 'items', value: [item('a')], data: products });
    const product = screen.getByLabelText('productLabel') as HTMLSelectElement;
    expect(product.id).toBe('field-items-0-productId');
    expect([...product.options].map((option) => option.text)).toEqual(['productPlaceholder', 'Pixel 6', 'pixel 7']);
    await userEvent.selectOptions(product, 'pixel 7');
    const imei = screen.getByLabelText('imeiLabel') as HTMLInputElement;
    expect(imei.id).toBe('field-items-0-productImei');
    expect(imei.maxLength).toBe(15);
    expect(imei.inputMode).toBe('numeric');
    expect(imei.getAttribute('autocomplete')).toBe('off');
    await userEvent.type(imei, '490154203237518');
    expect(value()).toEqual([{ ...item('a'), productId: 'p2', productImei: '490154203237518' }]);
  });

  it("asks for the serial number with a phone's capital letters, no autofill and no spelling check", () => {
    renderWidget(PurchasedItems, { name: 'items', value: [item('a')], data: products, props: { serialNumber: true } });
    const serial = screen.getByLabelText('serialLabel') as HTMLInputElement;
    expect(serial.getAttribute('autocapitalize')).toBe('characters');
    expect(serial.getAttribute('autocomplete')).toBe('off');
    expect(serial.getAttribute('spellcheck')).toBe('false');
    // The IMEI beside it: the numeric keypad.
    expect(screen.getByLabelText('imeiLabel').getAttribute('inputmode')).toBe('numeric');
  });

  it('asks for the serial number of a product whose catalogue entry asks it, and only of that one', async () => {
    renderWidget(PurchasedItems, { name: 'items', value: [item('a')], data: [...products, { id: 'p3', name: 'Pixel Fold', serial_number: true }] });
    expect(screen.queryByLabelText('serialLabel')).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('productLabel'), 'Pixel Fold');
    expect(screen.getByLabelText('serialLabel')).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('productLabel'), 'Pixel 6');
    expect(screen.queryByLabelText('serialLabel')).toBeNull();
  });

  it('with a maximum of 1 shows neither add nor delete', () => {
    renderWidget(PurchasedItems, { name: 'items', value: [item('a')], data: products });
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('adds items up to the maximum of the claim type, then hides the add button', async () => {
    const { value } = renderWidget(PurchasedItems, {
      name: 'items',
      value: [item('a')],
      data: products,
      env: twoPerBusiness,
      props: maxItems,
      formValues: { claimType: 'BUSINESS' },
    });
    expect((screen.getByRole('button', { name: 'deleteItem 1' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'addItem' }));
    const items = value() as Array<{ id: string }>;
    expect(items).toHaveLength(2);
    expect(items[1].id).not.toBe('a');
    expect(screen.queryByRole('button', { name: 'addItem' })).toBeNull();
    expect(screen.getByRole('group', { name: 'itemCaption 2' })).toBeTruthy();
    expect(document.activeElement?.id).toBe('field-items-1-productId');
    expect((screen.getByRole('button', { name: 'deleteItem 1' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('deletes the chosen item', async () => {
    const { value } = renderWidget(PurchasedItems, {
      name: 'items',
      value: [item('a'), item('b')],
      data: products,
      env: twoPerBusiness,
      props: maxItems,
      formValues: { claimType: 'BUSINESS' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'deleteItem 1' }));
    expect(value()).toEqual([item('b')]);
    expect(screen.getByRole('button', { name: 'addItem' })).toBeTruthy();
  });

  it('uses the PERSONAL maximum when no claim type is chosen', () => {
    renderWidget(PurchasedItems, { name: 'items', value: [item('a')], data: products, env: twoPerBusiness, props: maxItems });
    expect(screen.queryByRole('button', { name: 'addItem' })).toBeNull();
  });

  it('shows each error at its input and list errors at the top', () => {
    renderWidget(PurchasedItems, {
      name: 'items',
      value: [item('a'), item('b')],
      data: products,
      env: twoPerBusiness,
      props: maxItems,
      formValues: { claimType: 'BUSINESS' },
      errors: [
        { path: 'items.1.productImei', alias: 'imeiInvalid' },
        { path: 'items.0.productId', alias: 'productRequired' },
        { path: 'items', alias: 'tooManyItems' },
      ],
    });
    const second = screen.getByRole('group', { name: 'itemCaption 2' });
    const imei = within(second).getByLabelText('imeiLabel');
    expect(imei.getAttribute('aria-invalid')).toBe('true');
    expect(imei.getAttribute('aria-describedby')).toBe('field-items-1-productImei-hint field-items-1-productImei-error');
    expect(document.getElementById('field-items-1-productImei-error')?.textContent).toBe('errorPrefix imeiInvalid');
    expect(within(second).getByLabelText('productLabel').hasAttribute('aria-invalid')).toBe(false);
    const firstProduct = within(screen.getByRole('group', { name: 'itemCaption 1' })).getByLabelText('productLabel');
    expect(firstProduct.getAttribute('aria-describedby')).toBe('field-items-0-productId-error');
    expect(document.getElementById('field-items-error')?.textContent).toBe('errorPrefix tooManyItems');
  });
});
