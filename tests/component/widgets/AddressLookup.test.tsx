// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WidgetProps } from '../../../src/engine/contract';
import AddressLookup from '../../../src/widgets/AddressLookup';
import { FoundAddresses } from '../../../src/widgets/AddressLookup/FoundAddresses';
import { renderWidget, type RenderWidgetOptions } from './renderWidget';

afterEach(cleanup);

const fields = { Line1: 'address1', Line2: 'address2', City: 'city', Province: 'county', PostalCode: 'postCode' };
const props: { source: string; fields: typeof fields; fieldsAtOnce?: boolean } = { source: 'addressLookup', fields };
const downing = { Line1: '10 Downing Street', Line2: '', City: 'London', Province: 'Greater London', PostalCode: 'SW1A 2AA' };
const flat = { Line1: 'Flat 1, 11 Downing Street', Line2: 'Westminster', City: 'London', Province: 'Greater London', PostalCode: 'SW1A 2AB' };

/** The address fields are the widget's child blocks; here two plain inputs stand in for them. */
function WithAddressFields(widget: WidgetProps<typeof props>) {
  return (
    <AddressLookup {...widget}>
      <input id="field-address1" aria-label="Address line 1" />
      <input id="field-postCode" aria-label="Postcode" />
    </AddressLookup>
  );
}

function renderLookup(options: RenderWidgetOptions<typeof props, unknown> = {}) {
  return renderWidget(WithAddressFields, {
    name: 'addressLookup',
    value: '',
    props,
    fetchSource: async () => [downing, flat],
    ...options,
  });
}

const combobox = () => screen.getByRole('combobox') as HTMLInputElement;
const listbox = () => screen.getByRole('listbox', { hidden: true });
const fieldsShown = () => screen.queryByLabelText('Address line 1') !== null;

describe('AddressLookup', () => {
  it('searches the source with what was typed once there are 3 characters, and says how many were found', async () => {
    const { fetchSource } = renderLookup();
    expect(combobox().getAttribute('aria-controls')).toBe(listbox().id);
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    await userEvent.type(combobox(), 'SW');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fetchSource).not.toHaveBeenCalled();
    await userEvent.type(combobox(), '1A');
    expect(await screen.findAllByRole('option')).toHaveLength(2);
    // Debounced: one search for the pause, not one per key.
    expect(fetchSource.mock.calls).toEqual([['addressLookup', { query: 'SW1A' }]]);
    expect(combobox().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('resultsMany 2');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '10 Downing Street, London, SW1A 2AA',
      'Flat 1, 11 Downing Street, Westminster, London, SW1A 2AB',
    ]);
  });

  it('chooses with the arrow keys and Enter, filling the form with sanitised values and moving on to the fields', async () => {
    const { patchValues, value } = renderLookup();
    await userEvent.type(combobox(), 'Downing');
    await screen.findAllByRole('option');
    expect(fieldsShown()).toBe(false);
    await userEvent.keyboard('{ArrowDown}');
    expect(combobox().getAttribute('aria-activedescendant')).toBe('field-addressLookup-option-0');
    await userEvent.keyboard('{ArrowDown}');
    expect(combobox().getAttribute('aria-activedescendant')).toBe('field-addressLookup-option-1');
    expect(screen.getAllByRole('option')[1].getAttribute('aria-selected')).toBe('true');
    // Both ends wrap around.
    await userEvent.keyboard('{ArrowDown}');
    expect(combobox().getAttribute('aria-activedescendant')).toBe('field-addressLookup-option-0');
    await userEvent.keyboard('{ArrowUp}');
    expect(combobox().getAttribute('aria-activedescendant')).toBe('field-addressLookup-option-1');
    await userEvent.keyboard('{Enter}');
    expect(patchValues).toHaveBeenCalledWith({
      address1: 'Flat 1 11 Downing Street',
      address2: 'Westminster',
      city: 'London',
      county: 'Greater London',
      postCode: 'SW1A2AB',
    });
    expect(value()).toBe('Flat 1, 11 Downing Street, Westminster, London, SW1A 2AB');
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    expect(fieldsShown()).toBe(true);
    expect(document.activeElement?.id).toBe('field-address1');
    expect(screen.getByRole('status').textContent).toBe('chosen');
  });

  it('chooses with the mouse too', async () => {
    const { patchValues } = renderLookup();
    await userEvent.type(combobox(), 'Downing');
    await userEvent.click((await screen.findAllByRole('option'))[0]);
    expect(patchValues).toHaveBeenCalledWith(expect.objectContaining({ address1: '10 Downing Street', postCode: 'SW1A2AA' }));
  });

  it('closes the list with Escape, then clears the search with a second Escape', async () => {
    const { value, patchValues } = renderLookup();
    await userEvent.type(combobox(), 'Downing');
    await screen.findAllByRole('option');
    await userEvent.keyboard('{ArrowDown}{Escape}');
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    expect(combobox().getAttribute('aria-activedescendant')).toBeNull();
    expect(listbox().hidden).toBe(true);
    expect(value()).toBe('Downing');
    await userEvent.keyboard('{Escape}');
    expect(value()).toBe('');
    expect(patchValues).not.toHaveBeenCalled();
  });

  it('searches at once on Enter without submitting the form', async () => {
    const submitted = vi.fn((event: Event) => event.preventDefault());
    document.addEventListener('submit', submitted);
    const { fetchSource } = renderLookup();
    await userEvent.type(combobox(), 'SW1A{Enter}');
    expect(fetchSource).toHaveBeenCalledWith('addressLookup', { query: 'SW1A' });
    expect(submitted).not.toHaveBeenCalled();
    document.removeEventListener('submit', submitted);
  });

  it('ignores an answer that arrives after a newer search was made', async () => {
    const answers: Record<string, (items: unknown) => void> = {};
    renderLookup({ fetchSource: (_source, { query }) => new Promise((resolve) => (answers[query as string] = resolve)) });
    await userEvent.type(combobox(), 'Flat');
    await waitFor(() => expect(answers.Flat).toBeDefined());
    await userEvent.type(combobox(), ' 1');
    await waitFor(() => expect(answers['Flat 1']).toBeDefined());
    await act(async () => answers['Flat 1']([flat]));
    await act(async () => answers.Flat([downing, flat]));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Flat 1, 11 Downing Street, Westminster, London, SW1A 2AB',
    ]);
  });

  it('says when nothing was found or the search failed, for everyone to see', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderLookup({ fetchSource: async () => [] });
    await userEvent.type(combobox(), 'Nowhere');
    expect(await screen.findByText('resultsNone')).toBeTruthy();
    expect(screen.getByRole('status').className).not.toContain('visually-hidden');
    cleanup();
    renderLookup({ fetchSource: async () => Promise.reject(new Error('down')) });
    await userEvent.type(combobox(), 'Downing');
    expect(await screen.findByText('searchFailed')).toBeTruthy();
    vi.mocked(console.error).mockRestore();
  });

  it('shows the address fields when the customer chooses to enter the address manually', async () => {
    renderLookup();
    expect(fieldsShown()).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'manualEntry' }));
    expect(fieldsShown()).toBe(true);
    expect(document.activeElement?.id).toBe('field-address1');
  });

  it('shows the address fields from the start with fieldsAtOnce, so autofill finds them; manual entry moves to them', async () => {
    renderLookup({ props: { ...props, fieldsAtOnce: true } });
    expect(fieldsShown()).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'manualEntry' }));
    expect(document.activeElement?.id).toBe('field-address1');
  });

  it('shows the address fields whenever one of them already holds a value', () => {
    renderLookup({ formValues: { address1: '', postCode: 'SW1A2AA' } });
    expect(fieldsShown()).toBe(true);
    cleanup();
    renderLookup({ formValues: { address1: ' ', county: null } });
    expect(fieldsShown()).toBe(false);
  });

  it('is one tab stop before the Find button and the manual entry link, usable from the keyboard alone', async () => {
    renderLookup();
    await userEvent.tab();
    expect(document.activeElement).toBe(combobox());
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'find' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'manualEntry' }));
    await userEvent.keyboard('{Enter}');
    expect(document.activeElement?.id).toBe('field-address1');
  });

  it('searches at once with its Find button (without scripts the button asks the server: find:<name>)', async () => {
    const { fetchSource } = renderLookup({ value: 'SW1A 2AA' });
    const find = screen.getByRole('button', { name: 'find' }) as HTMLButtonElement;
    expect([find.name, find.value]).toEqual(['action', 'find:addressLookup']);
    await userEvent.click(find);
    expect(await screen.findAllByRole('option')).toHaveLength(2);
    expect(fetchSource.mock.calls).toEqual([['addressLookup', { query: 'SW1A 2AA' }]]);
  });
});

describe('FoundAddresses (what the server found when the search was sent without scripts)', () => {
  const text = (slot: string, params?: Record<string, string | number>) => [slot, ...Object.values(params ?? {})].join(' ');

  it('offers each address as a radio valued by its place, and a Use button that posts pick:<name>', () => {
    render(<FoundAddresses id="field-addressLookup" name="addressLookup" found={[downing, flat]} text={text} />);
    expect(screen.getByRole('group', { name: 'resultsMany 2' })).toBeTruthy();
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((radio) => [radio.name, radio.value, radio.labels?.[0]?.textContent])).toEqual([
      ['found:addressLookup', '0', '10 Downing Street, London, SW1A 2AA'],
      ['found:addressLookup', '1', 'Flat 1, 11 Downing Street, Westminster, London, SW1A 2AB'],
    ]);
    const use = screen.getByRole('button', { name: 'use' }) as HTMLButtonElement;
    expect([use.type, use.name, use.value]).toEqual(['submit', 'action', 'pick:addressLookup']);
  });

  it('says when nothing was found, or when the search failed, as the scripted search does', () => {
    render(<FoundAddresses id="field-addressLookup" name="addressLookup" found={[]} text={text} />);
    expect(screen.getByRole('status').textContent).toBe('resultsNone');
    cleanup();
    render(<FoundAddresses id="field-addressLookup" name="addressLookup" found="failed" text={text} />);
    expect(screen.getByRole('status').textContent).toBe('searchFailed');
    expect(screen.queryByRole('radio')).toBeNull();
  });
});
