// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import DateInput from '../../../src/widgets/DateInput';
import type { WidgetProps } from '../../../src/engine/contract';
import { fakeContent, renderWidget, testEnv } from './renderWidget';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const typeInto = (text: string) => fireEvent.change(screen.getByRole('textbox', { name: 'label' }), { target: { value: text } });

describe('DateInput (desktop)', () => {
  it.each([
    ['DMY', '05/01/2022', '2022-01-05'],
    ['DMY', '5.1.2022', '2022-01-05'],
    ['MDY', '01/05/2022', '2022-01-05'],
    ['YMD', '2022-01-05', '2022-01-05'],
  ] as const)('parses %s text %s as %s', (dateFormat, typed, iso) => {
    const { value } = renderWidget(DateInput, { name: 'invoiceDate', value: null, env: { dateFormat } });
    typeInto(typed);
    expect(value()).toBe(iso);
  });

  it('keeps text that is not a date as typed, so validation can report it', async () => {
    const { value } = renderWidget(DateInput, { name: 'invoiceDate', value: null });
    const input = screen.getByRole('textbox', { name: 'label' }) as HTMLInputElement;
    await userEvent.type(input, '31/02/2022');
    expect(value()).toBe('31/02/2022');
    expect(input.value).toBe('31/02/2022');
    await userEvent.clear(input);
    expect(value()).toBeNull();
  });

  it('does not reformat while typing, only on leaving the field', async () => {
    renderWidget(DateInput, { name: 'invoiceDate', value: null });
    const input = screen.getByRole('textbox', { name: 'label' }) as HTMLInputElement;
    await userEvent.type(input, '5/1/2022');
    expect(input.value).toBe('5/1/2022');
    await userEvent.tab();
    expect(input.value).toBe('05/01/2022');
  });

  it('shows a stored ISO date in the locale order', () => {
    renderWidget(DateInput, { name: 'invoiceDate', value: '2022-03-09', env: { dateFormat: 'MDY' } });
    expect((screen.getByRole('textbox', { name: 'label' }) as HTMLInputElement).value).toBe('03/09/2022');
  });

  it('opens a lazily loaded calendar and stores the picked day', async () => {
    const { value } = renderWidget(DateInput, { name: 'invoiceDate', value: '2022-03-09' });
    const toggle = screen.getByRole('button', { name: 'openCalendar' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    // The calendar's stylesheet is asked for on opening (it is not in the page's), and the calendar shows once it is
    // here: never unstyled.
    const stylesheet = document.head.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');
    expect(stylesheet).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: /12 March 2022/ })).toBeNull();
    stylesheet!.dispatchEvent(new Event('load'));
    // The calendar is a chunk of its own: on a busy machine its import takes longer than findBy's default second.
    const day = await screen.findByRole('button', { name: /12 March 2022/ }, { timeout: 15_000 });
    await userEvent.click(day);
    expect(value()).toBe('2022-03-12');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((screen.getByRole('textbox', { name: 'label' }) as HTMLInputElement).value).toBe('12/03/2022');
  });

  it('marks errors on the text input', () => {
    renderWidget(DateInput, { name: 'invoiceDate', value: 'x', errors: [{ path: 'invoiceDate', alias: 'invalidDate' }] });
    const input = screen.getByRole('textbox', { name: 'label' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('field-invoiceDate-hint field-invoiceDate-error');
  });
});

describe('DateInput (touch)', () => {
  it('uses the native date input, capped at today when asked', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(pointer: coarse)' }));
    const { value } = renderWidget(DateInput, { name: 'invoiceDate', value: null, props: { max: 'today' } });
    const input = screen.getByLabelText('label') as HTMLInputElement;
    expect(input.type).toBe('date');
    expect(input.max).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    fireEvent.change(input, { target: { value: '2022-01-05' } });
    expect(value()).toBe('2022-01-05');
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('DateInput on a step the server painted', () => {
  it('hydrates on a touch device without a mismatch, then offers the native picker', async () => {
    const widget = {
      id: 'field-invoiceDate',
      name: 'invoiceDate',
      props: { max: 'today' },
      text: (slot: string) => slot,
      content: fakeContent,
      errors: [],
      value: '2022-10-27',
      onChange: () => undefined,
      env: testEnv,
    } as unknown as WidgetProps<{ max?: 'today' }>;
    // The server has no window: it paints the typed input.
    const container = document.createElement('div');
    container.innerHTML = renderToString(<DateInput {...widget} />);
    document.body.appendChild(container);
    expect(container.querySelector('input')!.type).toBe('text');

    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(pointer: coarse)' }));
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, <DateInput {...widget} />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    const input = container.querySelector('input')!;
    expect(input.type).toBe('date');
    expect(input.value).toBe('2022-10-27');
    container.remove();
  });
});
