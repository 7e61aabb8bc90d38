// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import PhoneInput from '../../../src/widgets/PhoneInput';
import { renderWidget } from './renderWidget';

afterEach(cleanup);

const input = () => screen.getByLabelText('label') as HTMLInputElement;

describe('PhoneInput', () => {
  it('shows the local flag and dialling code of the locale country before the input', () => {
    renderWidget(PhoneInput, { name: 'mobilePhone', value: '' });
    const flag = screen.getByRole('img');
    // Our own file (inlined as a data: URL when small), never a third-party host: the CSP allows 'self' and data:.
    expect(flag.getAttribute('src')).toBe('/2022launch/images/flags/gb.svg');
    expect(flag.getAttribute('src')).toMatch(/^(data:image\/svg\+xml|\/)/);
    expect(flag.getAttribute('alt')).toBe('United Kingdom');
    expect(screen.getByText('+44')).toBeTruthy();
    expect(input().id).toBe('field-mobilePhone');
    expect(input().type).toBe('tel');
    expect(input().getAttribute('autocomplete')).toBe('tel-national');
    expect(input().getAttribute('aria-describedby')).toBe('field-mobilePhone-country field-mobilePhone-hint');
  });

  it('stores what was typed, its E.164 form without the trunk 0, the country and its dialling code', async () => {
    const { value } = renderWidget(PhoneInput, { name: 'mobilePhone', value: '' });
    await userEvent.type(input(), '07400123456');
    expect(input().value).toBe('07400 123456');
    expect(value()).toEqual({ input: '07400 123456', international: '+447400123456', iso2: 'gb', regionCode: '44' });
    await userEvent.clear(input());
    expect(value()).toEqual({ input: '', international: '', iso2: 'gb', regionCode: '44' });
  });

  it('accepts the number without its trunk 0', async () => {
    const { value } = renderWidget(PhoneInput, { name: 'telephone', value: '' });
    await userEvent.type(input(), '2079460000');
    expect(value()).toEqual({ input: '2079 460000', international: '+442079460000', iso2: 'gb', regionCode: '44' });
  });

  it('tolerates the old empty string and leaves the draft alone until something is typed', () => {
    const { onChange } = renderWidget(PhoneInput, { name: 'mobilePhone', value: '' });
    expect(input().value).toBe('');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows a stored number as it was typed', () => {
    const { onChange } = renderWidget(PhoneInput, {
      name: 'mobilePhone',
      value: { input: '07400 123456', international: '+447400123456', iso2: 'gb', regionCode: '44' },
    });
    expect(input().value).toBe('07400 123456');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('drops its own dialling code from a pasted international number', async () => {
    const { value } = renderWidget(PhoneInput, { name: 'mobilePhone', value: '' });
    await userEvent.click(input());
    await userEvent.paste('+44 7400 123456');
    expect(value()).toEqual({ input: '7400 123456', international: '+447400123456', iso2: 'gb', regionCode: '44' });
  });

  it('is restricted to the country of a French site', async () => {
    const { value } = renderWidget(PhoneInput, { name: 'mobilePhone', value: '', env: { country: 'FR', locale: 'fr-FR' } });
    expect(screen.getByRole('img').getAttribute('src')).toBe('/2022launch/images/flags/fr.svg');
    expect(screen.getByRole('img').getAttribute('alt')).toBe('France');
    expect(screen.getByText('+33')).toBeTruthy();
    await userEvent.type(input(), '0612345678');
    expect(value()).toEqual({ input: '06 12 34 56 78', international: '+33612345678', iso2: 'fr', regionCode: '33' });
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
