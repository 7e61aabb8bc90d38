// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import BankDetails from '../../../src/widgets/BankDetails';
import { renderWidget } from './renderWidget';

afterEach(cleanup);

const blank = { country: 'GB', accountName: '', accountNumber: '', sortCode: '', iban: '', swift: '', routingNumber: '', accountType: null, legalType: null };
const props = { countries: ['GB', 'IE', 'DE', 'FR', 'US'], sortCodePlaceholders: ['11', '22', '99'] };
const renderBank = (
  value: unknown = blank,
  options: { errors?: Array<{ path?: string; alias: string }>; forgotten?: boolean; env?: { country: string; locale: string }; props?: Record<string, unknown> } = {},
) => renderWidget(BankDetails, { name: 'bankDetails', props, value, ...options });

/** Ids of the inputs shown, in order (sub-field ids come from fieldId, so the error summary links to them). */
const inputIds = () => [...document.querySelectorAll('input, select')].map((element) => element.id);

describe('BankDetails', () => {
  it('asks GB for account name, account number, sort code (three boxes) and legal type', () => {
    renderBank();
    expect(inputIds()).toEqual([
      'field-bankDetails-country',
      'field-bankDetails-accountName',
      'field-bankDetails-accountNumber',
      'field-bankDetails-sortCode',
      'field-bankDetails-sortCode-2',
      'field-bankDetails-sortCode-3',
      'field-bankDetails-legalType',
      'field-bankDetails-legalType-1',
    ]);
    const accountNumber = screen.getByLabelText('accountNumberLabel') as HTMLInputElement;
    // No maxlength: the browser would drop extra digits without a word; the hint says the length, validation refuses.
    expect(accountNumber.maxLength).toBe(-1);
    expect(accountNumber.inputMode).toBe('numeric');
    expect(screen.getByRole('group', { name: 'legalTypeLegend' })).toBeTruthy();
    expect(screen.getByLabelText('legalType_PRIVATE')).toBeTruthy();
  });

  it('gives each field the keyboard a phone should show: digits for numbers, capitals for IBAN and SWIFT', () => {
    renderBank();
    for (const box of screen.getAllByRole('textbox').filter((input) => input.id.startsWith('field-bankDetails-sortCode'))) expect(box.getAttribute('inputmode')).toBe('numeric');
    cleanup();
    renderBank({ ...blank, country: 'US' });
    expect(screen.getByLabelText('routingNumberLabel').getAttribute('inputmode')).toBe('numeric');
    expect(screen.getByLabelText('accountNumberLabel').getAttribute('inputmode')).toBe('numeric');
    cleanup();
    renderBank({ ...blank, country: 'IE' });
    for (const label of ['ibanLabel', 'swiftLabel']) {
      const input = screen.getByLabelText(label);
      expect(input.getAttribute('autocapitalize')).toBe('characters');
      expect(input.getAttribute('inputmode')).toBeNull(); // letters too
      expect(input.getAttribute('spellcheck')).toBe('false');
      expect(input.getAttribute('autocomplete')).toBe('off');
    }
  });

  it('offers the bank countries by their country_<CC> names, GB chosen', () => {
    renderBank();
    const country = screen.getByLabelText('countryLabel') as HTMLSelectElement;
    expect([...country.options].map((option) => [option.value, option.text])).toEqual([
      ['GB', 'country_GB'],
      ['IE', 'country_IE'],
      ['DE', 'country_DE'],
      ['FR', 'country_FR'],
      ['US', 'country_US'],
    ]);
    expect(country.value).toBe('GB');
  });

  it('switches to the US set: account number, routing number, account type', async () => {
    const { value } = renderBank();
    await userEvent.selectOptions(screen.getByLabelText('countryLabel'), 'US');
    expect(value()).toEqual({ ...blank, country: 'US' });
    expect(inputIds()).toEqual([
      'field-bankDetails-country',
      'field-bankDetails-accountName',
      'field-bankDetails-accountNumber',
      'field-bankDetails-routingNumber',
      'field-bankDetails-accountType',
      'field-bankDetails-accountType-1',
      'field-bankDetails-legalType',
      'field-bankDetails-legalType-1',
    ]);
    await userEvent.type(screen.getByLabelText('routingNumberLabel'), '011000015');
    await userEvent.click(screen.getByLabelText('accountType_SAVINGS'));
    await userEvent.click(screen.getByLabelText('legalType_BUSINESS'));
    expect(value()).toEqual({ ...blank, country: 'US', routingNumber: '011000015', accountType: 'SAVINGS', legalType: 'BUSINESS' });
  });

  it('asks any other country for IBAN (upper case, no spaces) and SWIFT/BIC', async () => {
    const { value } = renderBank({ ...blank, country: 'DE' });
    expect(inputIds()).toEqual([
      'field-bankDetails-country',
      'field-bankDetails-accountName',
      'field-bankDetails-iban',
      'field-bankDetails-swift',
      'field-bankDetails-legalType',
      'field-bankDetails-legalType-1',
    ]);
    const iban = screen.getByLabelText('ibanLabel') as HTMLInputElement;
    expect(iban.maxLength).toBe(-1);
    await userEvent.type(iban, 'de89 3704');
    expect(value()).toMatchObject({ iban: 'DE893704' });
    await userEvent.clear(iban);
    await userEvent.click(iban);
    await userEvent.paste('DE89 3704 0044 0532 0130 00');
    expect(value()).toMatchObject({ iban: 'DE89370400440532013000' });
    await userEvent.type(screen.getByLabelText('swiftLabel'), 'deut deff');
    expect(value()).toMatchObject({ swift: 'DEUTDEFF' });
  });

  it('keeps the caret where the visitor types inside an IBAN, though spaces are dropped', async () => {
    const { value } = renderBank({ ...blank, country: 'IE', iban: 'IE29AIBK' });
    const iban = screen.getByLabelText('ibanLabel') as HTMLInputElement;
    iban.focus();
    iban.setSelectionRange(4, 4);
    await userEvent.keyboard(' x');
    expect(value()).toMatchObject({ iban: 'IE29XAIBK' });
    expect(iban.selectionStart).toBe(5);
  });

  it('stores the sort code as 11-22-99, moving on when a box is full', async () => {
    const { value } = renderBank();
    const first = document.getElementById('field-bankDetails-sortCode') as HTMLInputElement;
    expect(first.maxLength).toBe(2);
    expect([1, 2, 3].map((n) => (document.getElementById(n === 1 ? 'field-bankDetails-sortCode' : `field-bankDetails-sortCode-${n}`) as HTMLInputElement).placeholder)).toEqual(['11', '22', '99']);
    await userEvent.click(first);
    await userEvent.keyboard('112299');
    expect(value()).toMatchObject({ sortCode: '11-22-99' });
    expect(document.activeElement?.id).toBe('field-bankDetails-sortCode-3');
    expect(first.getAttribute('aria-labelledby')).toBe('field-bankDetails-sortCode-legend field-bankDetails-sortCode-label');
    expect(document.getElementById('field-bankDetails-sortCode-label')?.textContent).toBe('sortCodeBoxLabel 1 3');
  });

  it('fills every sort code box from a pasted sort code', async () => {
    const { value } = renderBank();
    await userEvent.click(document.getElementById('field-bankDetails-sortCode-2') as HTMLInputElement);
    await userEvent.paste('40-47-84');
    expect(value()).toMatchObject({ sortCode: '40-47-84' });
  });

  it('explains why it asks again when the details were forgotten on reload', () => {
    renderBank(blank, { forgotten: true });
    expect(screen.getByText('forgotten')).toBeTruthy();
    cleanup();
    renderBank(blank);
    expect(screen.queryByText('forgotten')).toBeNull();
  });

  it('shows each error at its own sub-field', () => {
    renderBank(blank, {
      errors: [
        { path: 'bankDetails.accountNumber', alias: 'errorsAccountNumberInvalidLength' },
        { path: 'bankDetails.sortCode', alias: 'errorsSortCodeInvalid' },
        { path: 'bankDetails.legalType', alias: 'errorsLegalTypeNotConfirmed' },
      ],
    });
    expect(document.getElementById('field-bankDetails-accountNumber-error')?.textContent).toBe('errorPrefix errorsAccountNumberInvalidLength');
    expect(screen.getByLabelText('accountNumberLabel').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('accountNameLabel').getAttribute('aria-invalid')).toBeNull();
    expect(document.getElementById('field-bankDetails-sortCode-error')?.textContent).toBe('errorPrefix errorsSortCodeInvalid');
    expect(document.getElementById('field-bankDetails-legalType-error')?.textContent).toBe('errorPrefix errorsLegalTypeNotConfirmed');
    expect(document.getElementById('field-bankDetails-error')).toBeNull();
  });

  it('shows an error about the details as a whole at the top', () => {
    renderBank(blank, { errors: [{ path: 'bankDetails', alias: 'errorsBankGeneric' }] });
    expect(document.getElementById('field-bankDetails-error')?.textContent).toBe('errorPrefix errorsBankGeneric');
  });

  it('fills in a missing value with the default country, so the country is always known', () => {
    const { value } = renderBank(undefined);
    expect(value()).toEqual(blank);
  });

  it('binds account name and number as typed (validation names what is wrong)', async () => {
    const { value } = renderBank();
    await userEvent.type(screen.getByLabelText('accountNameLabel'), 'Ada Lovelace');
    fireEvent.change(screen.getByLabelText('accountNumberLabel'), { target: { value: '1234a' } });
    expect(value()).toEqual({ ...blank, accountName: 'Ada Lovelace', accountNumber: '1234a' });
  });
});

describe('bank country and account number by country', () => {
  it("opens on the customer's own country: en-IE on IBAN, en-US on the routing number, de-DE on IBAN", () => {
    const { value } = renderBank(null, { env: { country: 'IE', locale: 'en-IE' }, props: { countries: ['US', 'IE'] } });
    expect(value()).toEqual({ ...blank, country: 'IE' });
    expect(screen.getByLabelText('ibanLabel')).toBeTruthy();
    expect(screen.queryByLabelText('routingNumberLabel')).toBeNull();
    cleanup();
    renderBank(null, { env: { country: 'US', locale: 'en-US' }, props: { countries: ['US', 'IE'] } });
    expect(screen.getByLabelText('routingNumberLabel')).toBeTruthy();
    cleanup();
    const de = renderBank(null, { env: { country: 'DE', locale: 'de-DE' }, props: { ...props, defaultCountry: 'GB' } });
    expect(de.value()).toEqual({ ...blank, country: 'DE' });
  });

  it('falls back to defaultCountry, then the first offered, when the customer\'s country is not offered', () => {
    const { value } = renderBank(null, { env: { country: 'FR', locale: 'fr-FR' }, props: { countries: ['GB', 'US'], defaultCountry: 'US' } });
    expect(value()).toEqual({ ...blank, country: 'US' });
    cleanup();
    const first = renderBank(null, { env: { country: 'FR', locale: 'fr-FR' }, props: { countries: ['GB', 'US'] } });
    expect(first.value()).toEqual(blank);
  });

  it("keeps every digit typed and says the length of the bank country's account numbers", async () => {
    const { value } = renderBank({ ...blank, country: 'US' }, { props: { ...props } });
    const accountNumber = screen.getByLabelText('accountNumberLabel') as HTMLInputElement;
    await userEvent.type(accountNumber, '000123456789');
    expect(accountNumber.value).toBe('000123456789');
    expect(value()).toMatchObject({ accountNumber: '000123456789' });
    expect(document.getElementById('field-bankDetails-accountNumber-hint')?.textContent).toBe('accountNumberHint_US');
  });

  it('keeps a pasted IBAN longer than any country whole (validation refuses it with a message)', async () => {
    const { value } = renderBank({ ...blank, country: 'DE' });
    await userEvent.click(screen.getByLabelText('ibanLabel'));
    await userEvent.paste('DE89 3704 0044 0532 0130 0012 3456 7890 1234');
    expect(value()).toMatchObject({ iban: 'DE8937040044053201300012345678901234' });
  });
});

describe('changing the bank country', () => {
  it('empties the fields the new country does not ask for, keeping the name and legal type', async () => {
    const { withCountry } = await import('../../../src/widgets/BankDetails/bankDetails');
    const de = { country: 'DE', accountName: 'Ada', accountNumber: '', sortCode: '', iban: 'DE89370400440532013000', swift: 'COBADEFFXXX', routingNumber: '', accountType: null, legalType: 'PRIVATE' as const };
    expect(withCountry(de, 'GB')).toEqual({ ...de, country: 'GB', iban: '', swift: '' });
    const us = { ...de, country: 'US', iban: '', swift: '', accountNumber: '12345678', routingNumber: '021000021', accountType: 'CHECKING' as const };
    expect(withCountry(us, 'GB')).toEqual({ ...us, country: 'GB', routingNumber: '', accountType: null });
  });
});
