// @vitest-environment jsdom
import { act, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { replayEarlyInput } from '../../../src/app/replayEarlyInput';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A controlled form, as the site's forms are: what it holds is shown in `output`. */
function Form() {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [reason, setReason] = useState('');
  return (
    <form>
      <input aria-label="name" value={name} onChange={(event) => setName(event.target.value)} />
      <input aria-label="email" type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      <input aria-label="agreed" type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
      <select aria-label="reason" value={reason} onChange={(event) => setReason(event.target.value)}>
        <option value="">Choose</option>
        <option value="late">Late</option>
      </select>
      <output>{JSON.stringify({ name, email, agreed, reason })}</output>
    </form>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.useRealTimers();
});

const field = <T extends Element>(label: string) => document.querySelector(`[aria-label="${label}"]`) as unknown as T;
const held = () => JSON.parse(document.querySelector('output')!.textContent!) as Record<string, unknown>;

describe('input made before hydration', () => {
  it('is lost to the form without the replay, and reaches it with the replay (text, email, checkbox, select)', async () => {
    vi.useFakeTimers();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form />);
    document.body.append(container);
    // Typed while the scripts were still downloading: the DOM shows it, no handler saw it.
    field<HTMLInputElement>('name').value = 'Ada Lovelace';
    field<HTMLInputElement>('email').value = 'ada@example.com';
    field<HTMLInputElement>('agreed').checked = true;
    field<HTMLSelectElement>('reason').value = 'late';
    await act(async () => {
      root = hydrateRoot(container, <Form />);
    });
    expect(held()).toEqual({ name: '', email: '', agreed: false, reason: '' });
    await act(async () => {
      replayEarlyInput(container);
      await vi.runAllTimersAsync();
    });
    expect(held()).toEqual({ name: 'Ada Lovelace', email: 'ada@example.com', agreed: true, reason: 'late' });
    expect(field<HTMLInputElement>('name').value).toBe('Ada Lovelace');
    expect(field<HTMLInputElement>('email').value).toBe('ada@example.com');
  });

  it('changes nothing where nothing was typed, and never overwrites what was typed after hydration', async () => {
    vi.useFakeTimers();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form />);
    document.body.append(container);
    field<HTMLInputElement>('name').value = 'Ada';
    await act(async () => {
      root = hydrateRoot(container, <Form />);
    });
    await act(async () => {
      replayEarlyInput(container);
    });
    expect(held()).toMatchObject({ name: 'Ada', email: '', agreed: false, reason: '' });
    // The customer goes on typing: later rounds leave it alone.
    const nativeSetter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    await act(async () => {
      nativeSetter.call(field('name'), 'Ada King');
      field<HTMLInputElement>('name').dispatchEvent(new Event('input', { bubbles: true }));
      await vi.runAllTimersAsync();
    });
    expect(held()).toMatchObject({ name: 'Ada King' });
  });
});
