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

describe('RadioGroup with optionFlags (options a promotion switches on and off)', () => {
  const methods = {
    options: ['gift', 'paypal', 'bank_transfer'],
    optionFlags: { gift: 'rewardGift', paypal: 'rewardPaypal', bank_transfer: 'rewardBankTransfer' },
    hideWhenSingle: true,
  };
  const allOn = { rewardGift: true, rewardPaypal: true, rewardBankTransfer: true };

  it('offers only the options whose flag is on, keeping the first radio on the field id', () => {
    renderWidget(RadioGroup, { name: 'rewardMethod', props: methods, value: 'gift', env: { flags: { rewardGift: true, rewardBankTransfer: true } } });
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['gift', 'bank_transfer']);
    expect(radios[0].id).toBe('field-rewardMethod');
    expect((radios[0] as HTMLInputElement).checked).toBe(true);
  });

  it('shows every option when every flag is on', async () => {
    const { value } = renderWidget(RadioGroup, { name: 'rewardMethod', props: methods, value: 'gift', env: { flags: allOn } });
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    await userEvent.click(screen.getByLabelText('option_paypal'));
    expect(value()).toBe('paypal');
  });

  it('hides the question when a single option is offered, and stores that option (posted by a hidden field without scripts)', () => {
    const { value, container } = renderWidget(RadioGroup, { name: 'rewardMethod', props: methods, value: null, env: { flags: { rewardPaypal: true } } });
    expect(container.innerHTML).toBe('<input type="hidden" value="paypal" name="rewardMethod">');
    expect(screen.queryByRole('radio')).toBeNull();
    expect(value()).toBe('paypal');
  });

  it('keeps the default when it is the single option (no change to store)', () => {
    const { onChange, container } = renderWidget(RadioGroup, { name: 'rewardMethod', props: methods, value: 'gift', env: { flags: { rewardGift: true } } });
    expect(container.innerHTML).toBe('<input type="hidden" value="gift" name="rewardMethod">');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('clears a stored option that is no longer offered when the visitor has to choose', () => {
    const { value } = renderWidget(RadioGroup, { name: 'rewardMethod', props: methods, value: 'gift', env: { flags: { rewardPaypal: true, rewardBankTransfer: true } } });
    expect(value()).toBeNull();
    expect(screen.getAllByRole('radio').every((radio) => !(radio as HTMLInputElement).checked)).toBe(true);
  });

  it('leaves groups without optionFlags exactly as before', () => {
    const { onChange } = renderWidget(RadioGroup, { name: 'claimType', props, value: null });
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    expect(onChange).not.toHaveBeenCalled();
  });
});
