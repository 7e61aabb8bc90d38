// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ComponentType } from 'react';
import type { WidgetProps } from '../../../src/engine/contract';
import { renderWidget, testEnv } from './renderWidget';

/**
 * The phone library (the widget's ./phoneReading.ts) is held back until a test lets it arrive, as on a slow phone
 * where the customer starts typing, pasting or autofilling the moment the page is ready. Each test gets the widget
 * afresh, its library not loaded yet.
 */
const library = { asked: 0, arrive: () => {} };

let PhoneInput: ComponentType<WidgetProps<any>>;
beforeEach(async () => {
  const gate = new Promise<void>((resolve) => (library.arrive = resolve));
  library.asked = 0;
  vi.resetModules();
  vi.doMock('../../../src/widgets/PhoneInput/phoneReading', async (importOriginal) => {
    library.asked += 1;
    await gate;
    return importOriginal();
  });
  PhoneInput = (await import('../../../src/widgets/PhoneInput')).default;
});
afterEach(cleanup);

const input = () => screen.getByLabelText('label') as HTMLInputElement;
const letLibraryArrive = () => act(async () => library.arrive());

describe('PhoneInput before the phone library has arrived', () => {
  it('renders on the server and first in the browser with the site country\'s flag and dialling code, without the library', async () => {
    const html = renderToString(createElement(PhoneInput, { ...propsOf(''), env: testEnv }));
    expect(html).toContain('src="/2022launch/images/flags/gb.svg"');
    // Fetched once it is near the screen, not with the page's scripts (no preload of it either).
    expect(html).toContain('loading="lazy"');
    expect(html).not.toContain('rel="preload"');
    expect(html).toMatch(/\+(<!-- -->)?44/);
    expect(library.asked).toBe(0);

    const { onChange } = renderWidget(PhoneInput, { name: 'mobilePhone', value: '' });
    expect(screen.getByRole('img').getAttribute('alt')).toBe('United Kingdom');
    expect(screen.getByText('+44')).toBeTruthy();
    // Asked for once the field is on the page (an effect), never while rendering.
    await waitFor(() => expect(library.asked).toBe(1));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('keeps every key typed before it arrives and completes the stored value once it has', async () => {
    const { value } = renderWidget(PhoneInput, { name: 'mobilePhone', value: '' });
    await userEvent.type(input(), '07400123456');
    expect(input().value).toBe('07400123456');
    expect(value()).toEqual({ input: '07400123456', international: '', iso2: '', regionCode: '', display: '07400123456' });
    await letLibraryArrive();
    await waitFor(() => expect(value()).toEqual({ input: '07400123456', international: '+447400123456', iso2: 'gb', regionCode: '44', display: '07400 123456' }));
    expect(input().value).toBe('07400123456');
  });

  it.each([0, 2, 5, 10, 20])('loses no key when the library arrives while the customer is typing (%i ms in)', async (after) => {
    const { value } = renderWidget(PhoneInput, { name: 'mobilePhone', value: '' });
    // The library's arrival is not waited for: its render and effects come between the key presses.
    const typing = userEvent.type(input(), '+353 85 123 4567');
    setTimeout(() => library.arrive(), after);
    await typing;
    expect(input().value).toBe('+353 85 123 4567');
    await waitFor(() => expect(value()).toEqual({ input: '+353 85 123 4567', international: '+353851234567', iso2: 'ie', regionCode: '353', display: '+353 85 123 4567' }));
    expect(screen.getByRole('img').getAttribute('alt')).toBe('Ireland');
  });

  it('follows a "+<code>" filled in by the browser before it arrives once it has, with its flag and dialling code', async () => {
    const { value } = renderWidget(PhoneInput, { name: 'mobilePhone', value: '' });
    await userEvent.click(input());
    await userEvent.paste('+353 85 123 4567');
    expect(screen.getByText('+44')).toBeTruthy();
    await letLibraryArrive();
    await waitFor(() => expect(screen.getByText('+353')).toBeTruthy());
    expect(value()).toMatchObject({ international: '+353851234567', iso2: 'ie', regionCode: '353' });
  });

  it('tidies an entry whose field was left before it arrived, once it has', async () => {
    const { value } = renderWidget(PhoneInput, { name: 'mobilePhone', value: '' });
    await userEvent.type(input(), '07400123456');
    await userEvent.tab();
    expect(input().value).toBe('07400123456');
    await letLibraryArrive();
    await waitFor(() => expect(input().value).toBe('07400 123456'));
    expect(value()).toEqual({ input: '07400 123456', international: '+447400123456', iso2: 'gb', regionCode: '44', display: '07400 123456' });
  });

  it('never rewrites the entry of a customer back in the field: it is read when the library arrives, tidied on leaving', async () => {
    const { value } = renderWidget(PhoneInput, { name: 'mobilePhone', value: '' });
    await userEvent.type(input(), '07400123456');
    await userEvent.tab();
    await userEvent.click(input());
    await letLibraryArrive();
    await waitFor(() => expect(value()).toMatchObject({ international: '+447400123456' }));
    expect(input().value).toBe('07400123456');
    await userEvent.tab();
    expect(input().value).toBe('07400 123456');
  });

  it('leaves a stored number and the draft alone when nothing is entered', async () => {
    const stored = { input: '07400 123456', international: '+447400123456', iso2: 'gb', regionCode: '44', display: '07400 123456' };
    const { onChange } = renderWidget(PhoneInput, { name: 'mobilePhone', value: stored });
    await letLibraryArrive();
    await waitFor(() => expect(library.asked).toBe(1));
    expect(input().value).toBe('07400 123456');
    expect(onChange).not.toHaveBeenCalled();
  });
});

/** A widget's props for rendering it outside a form (the server's render). */
function propsOf(value: unknown): Omit<WidgetProps<any>, 'env'> {
  return {
    name: 'mobilePhone',
    id: 'field-mobilePhone',
    fieldId: (path) => `field-${path}`,
    props: {},
    text: (slot) => slot,
    html: (slot) => slot,
    content: { text: (alias) => alias ?? '', html: (alias) => alias ?? '' },
    value,
    onChange: () => undefined,
    patchValues: () => undefined,
    fetchSource: async () => undefined,
    forgotten: false,
    errors: [],
    formValues: {},
    data: undefined,
    hrefOf: (pageId) => `/${pageId}`,
    Link: ({ to, ...rest }) => <a href={to} {...rest} />,
    location: { pathname: '/claim/personal-details', hash: '', search: '' },
    navigate: () => undefined,
    busy: false,
    pendingFiles: { add: () => '', get: () => undefined, remove: () => undefined },
    cookieConsent: { dueAtLoad: false, choose: () => undefined },
  };
}
