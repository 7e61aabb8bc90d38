// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import Checkbox from '../../../src/widgets/Checkbox';
import { renderWidget } from './renderWidget';

afterEach(cleanup);

describe('Checkbox', () => {
  it('stores true and false as it is ticked and unticked', async () => {
    const { value } = renderWidget(Checkbox, { name: 'checklist1', value: false });
    const box = screen.getByRole('checkbox', { name: 'label' });
    expect(box.id).toBe('field-checklist1');
    await userEvent.click(box);
    expect(value()).toBe(true);
    await userEvent.click(screen.getByText('label'));
    expect(value()).toBe(false);
  });

  it('describes itself by its hint and shows errors above the input', () => {
    renderWidget(Checkbox, { name: 'checklist1', value: false, errors: [{ path: 'checklist1', alias: 'checklistRequired' }] });
    const box = screen.getByRole('checkbox');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toBe('field-checklist1-hint field-checklist1-error');
    const error = document.getElementById('field-checklist1-error')!;
    expect(error.className).toBe('error-message');
    expect(error.textContent).toBe('errorPrefix checklistRequired');
    expect(error.querySelector('.visually-hidden')?.textContent).toBe('errorPrefix ');
    expect(error.compareDocumentPosition(box) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('is not marked invalid without errors', () => {
    renderWidget(Checkbox, { value: true, text: { label: 'label' } });
    const box = screen.getByRole('checkbox') as HTMLInputElement;
    expect(box.checked).toBe(true);
    expect(box.hasAttribute('aria-invalid')).toBe(false);
    expect(box.getAttribute('aria-describedby')).toBe('field-field-hint');
  });
});
