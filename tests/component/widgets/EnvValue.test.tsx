// @vitest-environment jsdom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import EnvValue from '../../../src/widgets/EnvValue';
import { renderWidget } from './renderWidget';

afterEach(cleanup);

describe('EnvValue', () => {
  it('sets its value to the locale country and shows nothing', () => {
    const { container, value } = renderWidget(EnvValue, { name: 'country', value: '', props: { from: 'country' }, env: { country: 'FR' } });
    expect(value()).toBe('FR');
    expect(container.innerHTML).toBe('');
  });

  it('corrects a value kept from another locale', () => {
    const { value } = renderWidget(EnvValue, { name: 'country', value: 'GB', props: { from: 'country' }, env: { country: 'DE' } });
    expect(value()).toBe('DE');
  });

  it('leaves a value that is already right alone', () => {
    const { onChange } = renderWidget(EnvValue, { name: 'country', value: 'GB', props: { from: 'country' } });
    expect(onChange).not.toHaveBeenCalled();
  });
});
