// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { StartFailure } from '../../../src/app/StartFailure';

afterEach(cleanup);

/** A retry whose outcome the test decides. */
function controlledRetry() {
  const calls: Array<{ resolve: () => void; reject: (error: Error) => void }> = [];
  const retry = () => new Promise<void>((resolve, reject) => void calls.push({ resolve, reject }));
  return { retry, calls };
}

describe('StartFailure', () => {
  it('speaks German on a de-DE page, titles the page and takes focus, with the texts shipped in the bundle', () => {
    render(<StartFailure locale="de-DE" retry={controlledRetry().retry} />);
    const title = screen.getByRole('heading', { level: 1, name: 'Diese Seite kann gerade nicht angezeigt werden' });
    expect(document.activeElement).toBe(title);
    expect(document.title).toBe('Diese Seite kann gerade nicht angezeigt werden');
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeTruthy();
  });

  it('falls back to English for a language it has no sentences for, and knows French', () => {
    render(<StartFailure locale="es-ES" retry={controlledRetry().retry} />);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    cleanup();
    render(<StartFailure locale="fr-FR" retry={controlledRetry().retry} />);
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeTruthy();
  });

  it('retries once per click, says it is trying, and says so when it failed again', async () => {
    const { retry, calls } = controlledRetry();
    render(<StartFailure locale="en-GB" retry={retry} />);
    const button = screen.getByRole('button', { name: 'Try again' });
    await userEvent.click(button);
    expect(button.textContent).toBe('Trying again…');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(button);
    expect(calls).toHaveLength(1);
    await act(async () => calls[0].reject(new Error('503')));
    expect(screen.getByRole('status').textContent).toBe('That did not work either. Please try again in a few minutes.');
    expect(button.textContent).toBe('Try again');
    await userEvent.click(button);
    expect(calls).toHaveLength(2);
  });
});
