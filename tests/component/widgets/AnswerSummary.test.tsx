// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import AnswerSummary from '../../../src/widgets/AnswerSummary';
import { renderWidget } from './renderWidget';

afterEach(cleanup);

const props = {
  returnTo: 'summary',
  sections: [
    {
      title: 'contact',
      changeStep: 'personal-details',
      rows: [
        { label: 'name', answers: [{ path: 'title', format: 'option' as const, optionSlotPrefix: 'title_' }, 'firstName', 'lastName'] },
        { label: 'company', answers: ['company'], optional: true, when: { claimType: ['BUSINESS'] } },
        { label: 'mobile', answers: ['mobilePhone'], format: 'phone' as const, optional: true },
        { label: 'telephone', answers: ['telephone'], format: 'phone' as const },
        { label: 'address', answers: ['city', { path: 'postCode', format: 'postcode' as const }], format: 'lines' as const },
      ],
    },
    {
      title: 'products',
      each: 'items',
      eachTitle: 'item',
      changeStep: 'purchase-details',
      rows: [
        { label: 'product', answers: ['productId'], format: 'product' as const },
        { label: 'imei', answers: ['productImei'] },
      ],
    },
    {
      title: 'reward',
      rows: [
        { label: 'gift', answers: ['rewardPreference'], format: 'gift' as const, when: { rewardMethod: ['gift'] } },
        { label: 'account', answers: ['bankDetails.accountNumber'], format: 'masked' as const, when: { rewardMethod: ['bank_transfer'] } },
      ],
    },
  ],
};

const values = {
  claimType: 'PERSONAL',
  title: 'MS',
  firstName: 'Ada',
  lastName: 'Lovelace',
  company: 'Engines Ltd',
  mobilePhone: { input: '+447700900123', international: '+447700900123', display: '07700 900123' },
  telephone: { input: '', international: '+44' },
  items: [{ productId: 'p1', productImei: '352823110000170' }],
  rewardMethod: 'gift',
  rewardPreference: 'G1',
};
const data = { products: [{ id: 'p1', name: 'Pixel 7' }], resellers: [], gifts: [{ gift_reference: 'G1', alias: 'giftCaseAlias' }] };

const rowOf = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement as HTMLElement;

describe('AnswerSummary (check your answers)', () => {
  it('shows each answer under its label, formatted, leaving out rows that do not apply', () => {
    renderWidget(AnswerSummary, { props, formValues: values, data });
    expect(within(rowOf('name')).getByRole('definition').textContent).toBe('title_MS Ada Lovelace');
    // The phone as the locale writes it, not E.164 (+447700900123); a draft from before the display form shows E.164.
    expect(within(rowOf('mobile')).getByRole('definition').textContent).toBe('07700 900123');
    expect(within(rowOf('telephone')).getByRole('definition').textContent).toBe('notProvided');
    expect(within(rowOf('product')).getByRole('definition').textContent).toBe('Pixel 7');
    expect(within(rowOf('gift')).getByRole('definition').textContent).toBe('giftCaseAlias');
    expect(screen.queryByText('company', { selector: 'dt' })).toBeNull();
    expect(screen.queryByText('account', { selector: 'dt' })).toBeNull();
  });

  it('shows a postcode as the country writes it, looked up without its space or typed with it', () => {
    for (const postCode of ['D02XE80', 'd02 xe80']) {
      renderWidget(AnswerSummary, { props, formValues: { ...values, city: 'Dublin', postCode }, data, env: { country: 'IE', locale: 'en-IE' } });
      expect(within(rowOf('address')).getByRole('definition').textContent, postCode).toContain('D02 XE80');
      cleanup();
    }
  });

  it('masks the bank account to its last four characters', () => {
    renderWidget(AnswerSummary, { props, formValues: { ...values, rewardMethod: 'bank_transfer', bankDetails: { accountNumber: '12345678' } }, data });
    expect(within(rowOf('account')).getByRole('definition').textContent).toBe('•••• 5678');
    expect(document.body.textContent).not.toContain('12345678');
  });

  it('offers a Change link per section that comes back to the summary, named for screen readers', () => {
    renderWidget(AnswerSummary, { props, formValues: values, data });
    const change = screen.getByRole('link', { name: 'change contact' });
    expect(change.getAttribute('href')).toBe('/personal-details?return=summary');
    expect(screen.getByRole('link', { name: 'change products' }).getAttribute('href')).toBe('/purchase-details?return=summary');
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });

  it('numbers the entries of a list only when there is more than one', () => {
    renderWidget(AnswerSummary, { props, formValues: { ...values, items: [values.items[0], { productId: 'p1', productImei: '352823111045232' }] }, data });
    expect(screen.getByRole('heading', { name: 'item 1' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'item 2' })).toBeTruthy();
  });
});
