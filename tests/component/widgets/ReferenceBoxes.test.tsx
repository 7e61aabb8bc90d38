// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import ReferenceBoxes from '../../../src/widgets/ReferenceBoxes';
import { renderWidget } from './renderWidget';

afterEach(cleanup);

const props = { placeholders: ['111', '222', '333'] };
const boxes = () => screen.getAllByRole('textbox') as HTMLInputElement[];

describe('ReferenceBoxes', () => {
  it('shows three labelled boxes in a fieldset, the first with the field id', () => {
    renderWidget(ReferenceBoxes, { name: 'claimReference', props, value: '123-456-789' });
    expect(screen.getByRole('group', { name: 'label' }).tagName).toBe('FIELDSET');
    expect(boxes().map((box) => box.value)).toEqual(['123', '456', '789']);
    expect(boxes().map((box) => box.placeholder)).toEqual(['111', '222', '333']);
    expect(boxes()[0].id).toBe('field-claimReference');
    expect(screen.getByRole('textbox', { name: 'label boxLabel 2 3' })).toBe(boxes()[1]);
  });

  it('moves to the next box after three digits and stores the joined reference', async () => {
    const { value } = renderWidget(ReferenceBoxes, { name: 'claimReference', props, value: null });
    await userEvent.click(boxes()[0]);
    await userEvent.keyboard('123456789');
    expect(value()).toBe('123-456-789');
    expect(boxes().map((box) => box.value)).toEqual(['123', '456', '789']);
    expect(document.activeElement).toBe(boxes()[2]);
  });

  it('ignores characters other than digits', async () => {
    const { value } = renderWidget(ReferenceBoxes, { name: 'claimReference', props, value: null });
    await userEvent.type(boxes()[0], '1a2');
    expect(value()).toBe('12--');
    expect(document.activeElement).toBe(boxes()[0]);
  });

  it('fills all three boxes when a whole reference is pasted into any box', async () => {
    const { value } = renderWidget(ReferenceBoxes, { name: 'claimReference', props, value: null });
    await userEvent.click(boxes()[1]);
    await userEvent.paste('111-222-333');
    expect(value()).toBe('111-222-333');
    expect(boxes().map((box) => box.value)).toEqual(['111', '222', '333']);
    expect(document.activeElement).toBe(boxes()[2]);
  });

  it('goes back a box on Backspace in an empty box and stores an empty string when all are empty', async () => {
    const { value } = renderWidget(ReferenceBoxes, { name: 'claimReference', props, value: '1--' });
    await userEvent.click(boxes()[1]);
    await userEvent.keyboard('{Backspace}');
    expect(document.activeElement).toBe(boxes()[0]);
    await userEvent.keyboard('{End}{Backspace}');
    expect(value()).toBe('');
  });

  it('marks every box invalid and describes them by the error', () => {
    renderWidget(ReferenceBoxes, { name: 'claimReference', props, value: '12--', errors: [{ path: 'claimReference', alias: 'referencePattern' }] });
    for (const box of boxes()) {
      expect(box.getAttribute('aria-invalid')).toBe('true');
      expect(box.getAttribute('aria-describedby')).toBe('field-claimReference-hint field-claimReference-error');
    }
    expect(document.getElementById('field-claimReference-error')?.textContent).toBe('errorPrefix referencePattern');
  });
});
