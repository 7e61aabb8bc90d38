// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import TextInput from '../../../src/widgets/TextInput';
import { renderWidget } from './renderWidget';

afterEach(cleanup);

describe('TextInput', () => {
  it('stores what is typed and applies its input settings', async () => {
    const { value } = renderWidget(TextInput, {
      name: 'email',
      value: '',
      props: { inputType: 'email', autoComplete: 'email', maxLength: 50, width: '20' },
    });
    const input = screen.getByLabelText('label') as HTMLInputElement;
    expect(input.id).toBe('field-email');
    expect(input.type).toBe('email');
    expect(input.getAttribute('autocomplete')).toBe('email');
    // No browser maxlength: nothing typed is dropped silently (validation says the limit).
    expect(input.hasAttribute('maxlength')).toBe(false);
    expect(input.className).toContain('input--width-20');
    await userEvent.type(input, 'a@b.example');
    expect(value()).toBe('a@b.example');
    await userEvent.clear(input);
    expect(value()).toBe('');
  });

  it('keeps every character typed past maxLength (validation, not the browser, refuses a longer name)', async () => {
    const { value } = renderWidget(TextInput, { name: 'firstName', value: '', props: { maxLength: 50 } });
    await userEvent.type(screen.getByLabelText('label'), 'A'.repeat(60));
    expect(value()).toBe('A'.repeat(60));
  });

  it('marks errors with aria-invalid and aria-describedby', () => {
    renderWidget(TextInput, { name: 'firstName', value: 'x!', errors: [{ path: 'firstName', alias: 'noSpecialCharacters' }] });
    const input = screen.getByLabelText('label');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('field-firstName-hint field-firstName-error');
    expect(screen.getByText('noSpecialCharacters').closest('p')?.id).toBe('field-firstName-error');
  });
});
