// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import PhoneInput from '../../../src/widgets/PhoneInput';
import { renderWidget } from './renderWidget';

afterEach(cleanup);

const input = () => screen.getByLabelText('label') as HTMLInputElement;
const ie = { country: 'IE', locale: 'en-IE', imagesPath: '/summerswitch/images' };
const us = { country: 'US', locale: 'en-US', imagesPath: '/summerswitch/images' };

/** What a browser's autofill does: the value set without key presses, then input and change events. */
function autofill(field: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * The phone library arrives once the page shows its first PhoneInput (an effect): these tests are of the field
 * after that, as a customer meets it a moment after the page is ready. Before: PhoneInputBeforeLibrary.test.tsx.
 */
beforeAll(async () => {
  const { value } = renderWidget(PhoneInput, { name: 'mobilePhone', value: '' });
  fireEvent.change(input(), { target: { value: '07400123456' } });
  await waitFor(() => expect(value()).toMatchObject({ international: '+447400123456' }));
  cleanup();
});

describe('PhoneInput', () => {
  it('shows the local flag and dialling code of the locale country before the input', () => {
    renderWidget(PhoneInput, { name: 'mobilePhone', value: '' });
    const flag = screen.getByRole('img');
    // Our own file, never a third-party host: the CSP allows 'self' and data:.
    expect(flag.getAttribute('src')).toBe('/2022launch/images/flags/gb.svg');
    expect(flag.getAttribute('alt')).toBe('United Kingdom');
    expect(screen.getByText('+44')).toBeTruthy();
    expect(input().id).toBe('field-mobilePhone');
    expect(input().type).toBe('tel');
    expect(input().getAttribute('autocomplete')).toBe('tel');
    expect(input().getAttribute('aria-describedby')).toBe('field-mobilePhone-country field-mobilePhone-hint');
  });

  it('stores what was typed, its E.164 form without the trunk 0, the country, its dialling code and its display form', async () => {
    const { value } = renderWidget(PhoneInput, { name: 'mobilePhone', value: '' });
    await userEvent.type(input(), '07400123456');
    expect(input().value).toBe('07400123456');
    expect(value()).toEqual({ input: '07400123456', international: '+447400123456', iso2: 'gb', regionCode: '44', display: '07400 123456' });
    await userEvent.tab();
    expect(input().value).toBe('07400 123456');
    await userEvent.clear(input());
    expect(value()).toMatchObject({ input: '', international: '' });
  });

  it.each([
    ['IE', ie, ['+353 85 123 4567', '+353851234567', '085 123 4567', '085-123-4567', '(085) 123 4567', '00353 85 123 4567'], '+353851234567', '085 123 4567'],
    ['US', us, ['+1 201 555 0123', '+1 (201) 555-0123', '(201) 555-0123', '201-555-0123', '1 201 555 0123', '201.555.0123'], '+12015550123', '(201) 555-0123'],
    ['GB', {}, ['+44 7400 123456', '07400 123456', '0044 7400 123456', '+44 (0)7400 123456'], '+447400123456', '07400 123456'],
    ['DE', { country: 'DE', locale: 'de-DE' }, ['+49 1512 3456789', '01512 3456789', '0151-23456789'], '+4915123456789', '01512 3456789'],
    ['FR', { country: 'FR', locale: 'fr-FR' }, ['+33 6 12 34 56 78', '06 12 34 56 78', '06.12.34.56.78'], '+33612345678', '06 12 34 56 78'],
  ])('in %s, typed key by key, pasted or autofilled, every way of writing the number is the same number', async (_, env, ways, e164, display) => {
    for (const typed of ways) {
      for (const enter of ['type', 'paste', 'autofill'] as const) {
        const { value, unmount } = renderWidget(PhoneInput, { name: 'mobilePhone', value: '', env });
        if (enter === 'type') await userEvent.type(input(), typed);
        else if (enter === 'paste') {
          await userEvent.click(input());
          await userEvent.paste(typed);
        } else autofill(input(), typed);
        expect(input().value, `${enter} ${typed}`).toBe(typed);
        expect(value(), `${enter} ${typed}`).toMatchObject({ international: e164, display });
        unmount();
      }
    }
  });

  it('names the site\'s country as the page does (Intl is slow the first time on a phone), another country from Intl', async () => {
    renderWidget(PhoneInput, { name: 'mobilePhone', value: '', env: { countryName: 'Royaume-Uni' } });
    expect(screen.getByRole('img').getAttribute('alt')).toBe('Royaume-Uni');
    await userEvent.type(input(), '+353 85 123 4567');
    expect(screen.getByRole('img').getAttribute('alt')).toBe('Ireland');
  });

  it('follows the country a typed "+<code>" names, with its flag from the shared set', async () => {
    const { value } = renderWidget(PhoneInput, { name: 'mobilePhone', value: '' });
    await userEvent.type(input(), '+353 85 123 4567');
    expect(value()).toEqual({ input: '+353 85 123 4567', international: '+353851234567', iso2: 'ie', regionCode: '353', display: '+353 85 123 4567' });
    expect(screen.getByRole('img').getAttribute('alt')).toBe('Ireland');
    expect(screen.getByRole('img').getAttribute('src')).toMatch(/\/flags\/ie\.svg$/);
    expect(screen.getByText('+353')).toBeTruthy();
    await userEvent.clear(input());
    expect(screen.getByRole('img').getAttribute('alt')).toBe('United Kingdom');
  });

  it('keeps a national number in the site country, so another region\'s number is not taken for it (Jersey is not GB)', async () => {
    const { value } = renderWidget(PhoneInput, { name: 'mobilePhone', value: '' });
    fireEvent.change(input(), { target: { value: '07797 123456' } });
    expect(value()).toMatchObject({ international: '+447797123456', iso2: 'gb' });
  });

  it('never cuts or rewrites what is typed: a number too long to group stays as typed', async () => {
    const { value } = renderWidget(PhoneInput, { name: 'telephone', value: '', env: us });
    await userEvent.type(input(), '+1 201 555 01234567');
    await userEvent.tab();
    expect(input().value).toBe('+1 201 555 01234567');
    expect(value()).toMatchObject({ international: '+120155501234567' });
  });

  it('tolerates the old empty string and leaves the draft alone until something is typed', () => {
    const { onChange } = renderWidget(PhoneInput, { name: 'mobilePhone', value: '' });
    expect(input().value).toBe('');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows a stored number as it was entered', () => {
    const { onChange } = renderWidget(PhoneInput, {
      name: 'mobilePhone',
      value: { input: '07400 123456', international: '+447400123456', iso2: 'gb', regionCode: '44' },
    });
    expect(input().value).toBe('07400 123456');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows its errors and links them to the input', () => {
    renderWidget(PhoneInput, {
      name: 'mobilePhone',
      value: { input: '020 7946 0000', international: '+442079460000', iso2: 'gb', regionCode: '44' },
      errors: [{ path: 'mobilePhone', alias: 'errorsInvalidMobileNumberFormat' }],
    });
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(input().getAttribute('aria-describedby')).toBe('field-mobilePhone-country field-mobilePhone-hint field-mobilePhone-error');
    expect(screen.getByText('errorsInvalidMobileNumberFormat').closest('p')?.id).toBe('field-mobilePhone-error');
  });
});
