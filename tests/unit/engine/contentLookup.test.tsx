// @vitest-environment jsdom
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createContentLookup } from '../../../src/content/contentLookup';

const content = {
  unsafe: '<p>Hello</p><img src=x onerror=alert(1)><script>alert(2)</script><a href="javascript:alert(3)">link</a>',
  list: '<ul><li>Keep your receipt</li><li>Find your IMEI</li></ul>',
  plain: 'Just words',
  stepOf: 'Step {n} of {m}',
};

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** Renders html() output (markup is sanitised once the sanitiser has loaded). */
async function renderHtml(node: ReactNode, ready: (container: HTMLElement) => boolean) {
  // Awaited act: the first call suspends while the sanitiser (a dynamic import) downloads.
  const { container } = await act(async () => render(<Suspense fallback={null}>{node}</Suspense>));
  await waitFor(() => expect(ready(container)).toBe(true), { timeout: 10_000 });
  return container;
}

describe('createContentLookup', () => {
  const lookup = createContentLookup(content, false);

  it('html() strips script and event handlers from CMS markup', async () => {
    const container = await renderHtml(lookup.html('unsafe'), (c) => c.textContent?.includes('Hello') ?? false);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.innerHTML).not.toMatch(/onerror|alert\(|javascript:/);
    // Not in the allow-list (core/content/markupAllowlist.ts), which both sanitisers share.
    expect(container.querySelector('img')).toBeNull();
  });

  it('html() keeps harmless structure such as lists', async () => {
    const container = await renderHtml(lookup.html('list'), (c) => c.querySelectorAll('li').length > 0);
    expect([...container.querySelectorAll('ul > li')].map((li) => li.textContent)).toEqual(['Keep your receipt', 'Find your IMEI']);
  });

  it('html() shows plain wording as text', async () => {
    const container = await renderHtml(lookup.html('plain'), (c) => c.textContent === 'Just words');
    expect(container.children).toHaveLength(1);
  });

  it('text() fills in {placeholders} and leaves unknown ones', () => {
    expect(lookup.text('stepOf', { n: 2, m: 9 })).toBe('Step 2 of 9');
    expect(lookup.text('stepOf', { n: 2 })).toBe('Step 2 of {m}');
    expect(lookup.text('plain')).toBe('Just words');
  });

  it('shows a missing alias as [[alias]] in development, logged once', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const dev = createContentLookup(content, true);
    expect(dev.text('errorsNoSuchThing')).toBe('[[errorsNoSuchThing]]');
    expect(dev.text('errorsNoSuchThing')).toBe('[[errorsNoSuchThing]]');
    expect(logged).toHaveBeenCalledTimes(1);
    expect(String(logged.mock.calls[0][0])).toContain('errorsNoSuchThing');
  });

  it('shows nothing for a missing alias in production, still logged once', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const prod = createContentLookup(content, false);
    expect(prod.text('errorsNoSuchThing')).toBe('');
    expect(prod.html('errorsNoSuchThing')).toBeNull();
    expect(logged).toHaveBeenCalledTimes(1);
  });

  it('treats an absent alias (no slot) as empty without logging', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(lookup.text(undefined)).toBe('');
    expect(lookup.html(undefined)).toBeNull();
    expect(logged).not.toHaveBeenCalled();
  });
});

describe('createContentLookup with wording the server sanitised', () => {
  const sanitised = { terms: '<p>Read the <a href="/terms">terms</a></p>', plain: 'Just words' };
  const lookup = createContentLookup(sanitised, false, { sanitizedByServer: true });

  it('shows the markup in the first render, without waiting for a sanitiser', () => {
    const { container } = render(<>{lookup.html('terms')}</>);
    expect(container.querySelector('a')?.getAttribute('href')).toBe('/terms');
    expect(container.textContent).toBe('Read the terms');
  });

  it('does not download the sanitiser for the first screen', async () => {
    await expect(lookup.ready?.(new Set(['terms']))).resolves.toBeUndefined();
  });
});

describe('createContentLookup with only the first screen\'s wording', () => {
  it('asks for the rest once, on the first complete(), and shows it from then on; a miss before that is not a mistake', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const rest = vi.fn(async () => ({ later: '<p>Later <a href="/x">words</a></p>', first: 'not this one' }));
    const lookup = createContentLookup({ first: 'First' }, false, { sanitizedByServer: true, rest });
    expect(lookup.text('later')).toBe('');
    expect(lookup.completed).toBe(false);
    expect(logged).not.toHaveBeenCalled();
    expect(rest).not.toHaveBeenCalled();
    await Promise.all([lookup.complete?.(), lookup.complete?.()]);
    expect(rest).toHaveBeenCalledOnce();
    expect(lookup.completed).toBe(true);
    expect(lookup.text('first')).toBe('First');
    // Sanitised by the server like the page's own: shown without a sanitiser.
    const { container } = render(<>{lookup.html('later')}</>);
    expect(container.querySelector('a')?.getAttribute('href')).toBe('/x');
    expect(lookup.text('missing')).toBe('');
    expect(logged).toHaveBeenCalledWith('Missing content alias "missing"');
  });

  it('a rest that cannot be loaded ends the wait all the same (what is here stays), and says so', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const lookup = createContentLookup({ first: 'First' }, false, { sanitizedByServer: true, rest: () => Promise.reject(new Error('offline')) });
    await expect(lookup.complete?.()).resolves.toBeUndefined();
    expect(lookup.completed).toBe(true);
    expect(lookup.text('first')).toBe('First');
    expect(logged.mock.calls[0][0]).toBe('The rest of the wording could not be loaded');
  });

  it('a page that carried all of its wording is complete from the start', async () => {
    const lookup = createContentLookup({ first: 'First' }, false);
    expect(lookup.completed).toBe(true);
    await expect(lookup.complete?.()).resolves.toBeUndefined();
  });
});
