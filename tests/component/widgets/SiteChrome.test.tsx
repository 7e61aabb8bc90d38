// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import SiteFooter from '../../../src/widgets/SiteFooter';
import SiteHeader from '../../../src/widgets/SiteHeader';
import { renderWidget } from './renderWidget';

afterEach(cleanup);

const at = (path: string) =>
  function Router({ children }: { children: ReactNode }) {
    return (
      <MemoryRouter basename="/2022launch" initialEntries={[`/2022launch${path}`]}>
        {children}
      </MemoryRouter>
    );
  };

const headerLinks = {
  links: [
    { to: 'home', slot: 'navHome' },
    { to: 'how-it-works', slot: 'navHowItWorks' },
    { to: 'claim', slot: 'navClaim' },
  ],
};

describe('SiteHeader', () => {
  it('starts with a skip link to the main content', () => {
    renderWidget(SiteHeader, { props: headerLinks, wrapper: at('/') });
    const skip = screen.getAllByRole('link')[0];
    expect(skip.textContent).toBe('skipLink');
    expect(skip.getAttribute('href')).toBe('#main');
  });

  it('marks the current page, and the section of a claim step', () => {
    renderWidget(SiteHeader, { props: headerLinks, wrapper: at('/how-it-works') });
    expect(screen.getByRole('link', { name: 'navHowItWorks' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'navHome' }).hasAttribute('aria-current')).toBe(false);
    cleanup();
    renderWidget(SiteHeader, { props: headerLinks, wrapper: at('/claim/purchase-details') });
    expect(screen.getByRole('link', { name: 'navClaim' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('link', { name: 'navHome' }).hasAttribute('aria-current')).toBe(false);
  });

  it('navigates client-side through the engine', async () => {
    const { navigate } = renderWidget(SiteHeader, { props: headerLinks, wrapper: at('/') });
    expect(screen.getByRole('link', { name: 'navHome' }).getAttribute('aria-current')).toBe('page');
    await userEvent.click(screen.getByRole('link', { name: 'navClaim' }));
    expect(navigate).toHaveBeenCalledWith('claim');
  });

  it('offers every country site as a plain link behind a disclosure button', async () => {
    renderWidget(SiteHeader, { props: headerLinks, wrapper: at('/') });
    const toggle = screen.getByRole('button', { name: 'countrySelector country_GB' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'country_DE' })).toBeNull();
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const germany = screen.getByRole('link', { name: 'country_DE' });
    expect(germany.getAttribute('href')).toBe('/de/2022launch/');
    expect(germany.getAttribute('hreflang')).toBe('de-DE');
    expect(screen.getByRole('link', { name: 'country_GB' }).getAttribute('aria-current')).toBe('true');
  });
});

describe('SiteFooter', () => {
  const props = {
    links: [
      { to: 'terms', slot: 'terms' },
      { href: 'https://policies.example/privacy', slot: 'privacy' },
      { to: 'impressum', slot: 'impressum', countries: ['DE'] },
    ],
  };

  it('lists page links and external links', () => {
    renderWidget(SiteFooter, { props });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'terms' }).getAttribute('href')).toBe('/2022launch/terms');
    expect(within(footer).getByRole('link', { name: 'privacy' }).getAttribute('href')).toBe('https://policies.example/privacy');
    expect(within(footer).queryByRole('link', { name: 'impressum' })).toBeNull();
  });

  it('shows country-only links in that country', () => {
    renderWidget(SiteFooter, { props, env: { country: 'DE', sitePath: '/de/2022launch' } });
    expect(screen.getByRole('link', { name: 'impressum' }).getAttribute('href')).toBe('/de/2022launch/impressum');
  });
});
