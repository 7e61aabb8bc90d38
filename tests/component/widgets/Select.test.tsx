// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import Select from '../../../src/widgets/Select';
import { renderWidget } from './renderWidget';

afterEach(cleanup);

const resellers = [
  { id: 3, name: 'currys' },
  { id: 1, name: 'Argos' },
  { id: 2, name: 'Bestbuy' },
];

const optionTexts = () => screen.getAllByRole('option').map((option) => option.textContent);

describe('Select', () => {
  it('lists data sorted by name, case-insensitively, after the placeholder', () => {
    renderWidget(Select, { name: 'resellerId', data: resellers, value: null });
    expect(optionTexts()).toEqual(['placeholder', 'Argos', 'Bestbuy', 'currys']);
    expect((screen.getByLabelText('label') as HTMLSelectElement).value).toBe('');
  });

  it('stores the id with its type and null for the placeholder', async () => {
    const { value } = renderWidget(Select, { name: 'resellerId', data: resellers, value: null });
    const select = screen.getByLabelText('label');
    await userEvent.selectOptions(select, 'Bestbuy');
    expect(value()).toBe(2);
    await userEvent.selectOptions(select, 'placeholder');
    expect(value()).toBeNull();
  });

  it('takes fixed options labelled by option_<VALUE> slots, in their order', async () => {
    const { value } = renderWidget(Select, { name: 'title', props: { options: ['MR', 'MS'] }, value: 'MS' });
    expect(optionTexts()).toEqual(['placeholder', 'option_MR', 'option_MS']);
    expect((screen.getByLabelText('label') as HTMLSelectElement).value).toBe('MS');
    await userEvent.selectOptions(screen.getByLabelText('label'), 'option_MR');
    expect(value()).toBe('MR');
  });

  it('takes options from the lines of a text slot', () => {
    renderWidget(Select, { props: { linesSlot: 'provinces' }, text: { provinces: 'Ain\nAisne\n' } as Record<string, string>, value: null });
    expect(optionTexts()).toEqual(['placeholder', 'Ain', 'Aisne']);
  });

  it('shows errors on the select', () => {
    renderWidget(Select, { name: 'resellerId', data: resellers, value: null, errors: [{ path: 'resellerId', alias: 'resellerRequired' }] });
    const select = screen.getByLabelText('label');
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(select.getAttribute('aria-describedby')).toContain('field-resellerId-error');
  });
});
