// @vitest-environment jsdom
import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import EnvValue from '../../../src/widgets/EnvValue';
import { renderWidget } from './renderWidget';

afterEach(cleanup);

describe('EnvValue', () => {
  it('sets its value to the locale country (once the commit\'s effects have run) and shows nothing', async () => {
    const { container, value } = renderWidget(EnvValue, { name: 'country', value: '', props: { from: 'country' }, env: { country: 'FR' } });
    await waitFor(() => expect(value()).toBe('FR'));
    expect(container.innerHTML).toBe('');
  });

  it('corrects a value kept from another locale', async () => {
    const { value } = renderWidget(EnvValue, { name: 'country', value: 'GB', props: { from: 'country' }, env: { country: 'DE' } });
    await waitFor(() => expect(value()).toBe('DE'));
  });

  it('leaves a value that is already right alone', async () => {
    const { onChange } = renderWidget(EnvValue, { name: 'country', value: 'GB', props: { from: 'country' } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onChange).not.toHaveBeenCalled();
  });
});
