// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Navigate, SiteLink } from '../../../src/engine/navigation/SiteLink';
import { BrowserRouter, StaticRouter, belowSitePath, joinSitePath, siteLocationOf, useLocation, useNavigationType } from '../../../src/engine/navigation/siteRouter';

function Shown() {
  const { pathname, search, hash, state } = useLocation();
  return (
    <output data-testid="shown">
      {useNavigationType()} {pathname}
      {search}
      {hash} {JSON.stringify(state)}
    </output>
  );
}

const shown = () => screen.getByTestId('shown').textContent;

/** The site's router at `address` (jsdom's history), showing `children` and where it is. */
function renderAt(address: string, children: ReactNode) {
  window.history.replaceState(null, '', address);
  return render(
    <BrowserRouter basename="/summer">
      {children}
      <Shown />
    </BrowserRouter>,
  );
}

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

describe('the site router', () => {
  it('reads addresses below the site path, case-insensitively, and writes them back under it', () => {
    expect(belowSitePath('/summer', '/summer/claim/purchase-details')).toBe('/claim/purchase-details');
    expect(belowSitePath('/de/summer', '/DE/Summer')).toBe('/');
    expect(belowSitePath('/summer', '/summerx/claim')).toBe('/summerx/claim');
    expect(joinSitePath('/summer', '/')).toBe('/summer');
    expect(joinSitePath('/summer/', '/claim?return=summary')).toBe('/summer/claim?return=summary');
    expect(joinSitePath('/', '/claim')).toBe('/claim');
    expect(siteLocationOf('/summer', '/summer/faq?q=1#faq-3', { usr: { flowChanged: true }, key: 'k1' })).toEqual({
      pathname: '/faq',
      search: '?q=1',
      hash: '#faq-3',
      state: { flowChanged: true },
      key: 'k1',
    });
    // An entry the site did not make (a first load, a fragment link): React Router's "default" key.
    expect(siteLocationOf('/summer', '/summer/', null).key).toBe('default');
  });

  it('follows a link inside the site without a page load, and back returns to the entry before', async () => {
    renderAt('/summer/', <SiteLink to="/claim/get-started">Start</SiteLink>);
    const link = screen.getByRole('link', { name: 'Start' });
    expect(link.getAttribute('href')).toBe('/summer/claim/get-started');
    expect(shown()).toBe('POP / null');

    await act(async () => fireEvent.click(link));
    expect(window.location.pathname).toBe('/summer/claim/get-started');
    expect(shown()).toBe('PUSH /claim/get-started null');
    const firstKey = (window.history.state as { key: string }).key;
    expect(firstKey).toMatch(/\w+/);

    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(shown()).toBe('POP / null');
  });

  it('leaves a click meant for a new tab or window to the browser', async () => {
    renderAt('/summer/', <SiteLink to="/terms">Terms</SiteLink>);
    const link = screen.getByRole('link', { name: 'Terms' });
    for (const modifier of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true, ...modifier });
      await act(async () => link.dispatchEvent(event));
      expect(event.defaultPrevented).toBe(false);
    }
    expect(shown()).toBe('POP / null');
  });

  it('redirects in place of the entry, carrying the reason', async () => {
    const before = window.history.length;
    await act(async () => renderAt('/summer/claim', <Navigate replace to="/claim/eligibility" state={{ flowChanged: true }} />));
    expect(shown()).toBe('REPLACE /claim/eligibility {"flowChanged":true}');
    expect(window.history.length).toBe(before);
  });

  it("renders the server's fixed address, links under the site path", () => {
    render(
      <StaticRouter basename="/de/summer" location="/de/summer/claim/summary?return=x">
        <SiteLink to="/">Home</SiteLink>
        <Shown />
      </StaticRouter>,
    );
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/de/summer');
    expect(shown()).toBe('POP /claim/summary?return=x null');
  });
});
