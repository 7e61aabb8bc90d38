// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import RadioGroup from '../../../src/widgets/RadioGroup';
import { renderWidget } from './renderWidget';

afterEach(cleanup);

const props = { options: ['PERSONAL', 'BUSINESS'] };

describe('RadioGroup', () => {
  it('groups the options under a legend with option_<VALUE> labels', () => {
    renderWidget(RadioGroup, { name: 'claimType', props, value: null });
    const group = screen.getByRole('group', { name: 'legend' });
    expect(group.tagName).toBe('FIELDSET');
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['PERSONAL', 'BUSINESS']);
    expect(screen.getByLabelText('option_BUSINESS')).toBe(radios[1]);
    expect(radios[0].id).toBe('field-claimType');
  });

  it('stores the chosen value (native radios, so arrow keys work as usual)', async () => {
    const { value } = renderWidget(RadioGroup, { name: 'claimType', props, value: 'PERSONAL' });
    expect((screen.getByLabelText('option_PERSONAL') as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByLabelText('option_BUSINESS'));
    expect(value()).toBe('BUSINESS');
  });

  it('shows errors and points the fieldset at hint and error', () => {
    renderWidget(RadioGroup, { name: 'claimType', props, value: null, errors: [{ path: 'claimType', alias: 'claimTypeRequired' }] });
    const group = screen.getByRole('group');
    expect(group.getAttribute('aria-describedby')).toBe('field-claimType-hint field-claimType-error');
    expect(document.getElementById('field-claimType-error')?.textContent).toBe('errorPrefix claimTypeRequired');
    for (const radio of screen.getAllByRole('radio')) expect(radio.getAttribute('aria-invalid')).toBe('true');
  });
});
