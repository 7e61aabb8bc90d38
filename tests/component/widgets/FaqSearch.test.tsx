// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import FaqSearch from '../../../src/widgets/FaqSearch';
import { renderWidget } from './renderWidget';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The fake content shows aliases, so each alias here is the wording itself; question4 '' ends the list. */
const text = {
  label: 'Search',
  hint: '',
  resultsOne: 'one match',
  resultsMany: 'matches',
  resultsNone: 'nothing matches',
  question1: 'Quand vais-je recevoir ma récompense ?',
  answer1: 'Sous 30 jours.',
  question2: 'Où trouver l’IMEI ?',
  answer2: '<p>Composez le <strong>*#06#</strong>.</p>',
  question3: 'Wann erhalte ich meine Prämie?',
  answer3: 'Innerhalb von 30 Tagen nach der Prüfung.',
  question4: '',
};

const search = () => screen.getByRole('searchbox', { name: 'Search' });
const shown = (container: HTMLElement) => [...container.querySelectorAll('details:not([hidden]) > summary')].map((s) => s.textContent);

describe('FaqSearch', () => {
  it('lists every entry as a closed details/summary, addressed #faq-1 … in order, with an empty live region', () => {
    const { container } = renderWidget(FaqSearch, { text, env: { locale: 'fr-FR' } });
    const entries = container.querySelectorAll('details');
    expect([...entries].map((entry) => entry.id)).toEqual(['faq-1', 'faq-2', 'faq-3']);
    expect([...entries].every((entry) => !entry.open)).toBe(true);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('');
  });

  it('is a search landmark named by its label; Enter does not leave the page (the list already filters as one types)', () => {
    renderWidget(FaqSearch, { text, env: { locale: 'fr-FR' } });
    const landmark = screen.getByRole('search', { name: 'Search' });
    expect(landmark.contains(search())).toBe(true);
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    landmark.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
  });

  it('filters by question and answer, ignoring case and accents, and announces the count', () => {
    const { container } = renderWidget(FaqSearch, { text, env: { locale: 'fr-FR' } });
    fireEvent.change(search(), { target: { value: 'RECOMPENSE' } });
    expect(shown(container)).toEqual(['Quand vais-je recevoir ma récompense ?']);
    expect(screen.getByRole('status').textContent).toBe('one match');

    fireEvent.change(search(), { target: { value: '30 jours' } });
    expect(shown(container)).toEqual(['Quand vais-je recevoir ma récompense ?']);

    fireEvent.change(search(), { target: { value: 'pramie' } });
    expect(shown(container)).toEqual(['Wann erhalte ich meine Prämie?']);

    fireEvent.change(search(), { target: { value: '30' } });
    expect(shown(container)).toHaveLength(2);
    expect(screen.getByRole('status').textContent).toBe('matches 2');
  });

  it('searches the words of an answer, not its markup, and says when nothing matches', () => {
    const { container } = renderWidget(FaqSearch, { text });
    fireEvent.change(search(), { target: { value: 'strong' } });
    expect(shown(container)).toEqual([]);
    expect(screen.getByRole('status').textContent).toBe('nothing matches');
    fireEvent.change(search(), { target: { value: '*#06#' } });
    expect(shown(container)).toEqual(['Où trouver l’IMEI ?']);
    fireEvent.change(search(), { target: { value: '  ' } });
    expect(shown(container)).toHaveLength(3);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('opens the entry of a #faq-N address and scrolls it below the header with the offset, after render', async () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      callback(0);
      return 1;
    });
    const { container } = renderWidget(FaqSearch, { text, path: '/support#faq-2' });
    await act(async () => {});
    const entry = container.querySelector<HTMLDetailsElement>('#faq-2')!;
    expect(entry.open).toBe(true);
    expect(container.querySelector<HTMLDetailsElement>('#faq-1')!.open).toBe(false);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    expect(document.activeElement).toBe(entry.querySelector('summary'));
    vi.unstubAllGlobals();
  });
});
