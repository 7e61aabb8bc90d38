// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import SiteFooter from '../../../src/widgets/SiteFooter';
import SiteHeader from '../../../src/widgets/SiteHeader';
import { renderWidget } from './renderWidget';

afterEach(cleanup);

const headerLinks = {
  links: [
    { to: 'home', slot: 'navHome' },
    { to: 'how-it-works', slot: 'navHowItWorks' },
    { to: 'claim', slot: 'navClaim' },
  ],
};

describe('SiteHeader', () => {
  it('starts with a skip link to the main content, then the site name', () => {
    renderWidget(SiteHeader, { props: headerLinks });
    const [skip, name] = screen.getAllByRole('link');
    expect(skip.textContent).toBe('skipLink');
    expect(skip.getAttribute('href')).toBe('#main');
    expect(name.textContent).toBe('siteName');
    expect(name.getAttribute('href')).toBe('/');
  });

  it('turns slim 10 ms after the page scrolls past 48 px, and full again back at the top', async () => {
    renderWidget(SiteHeader, { props: headerLinks });
    const header = screen.getByRole('banner');
    const scrollTo = async (y: number) => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
      window.dispatchEvent(new Event('scroll'));
      window.dispatchEvent(new Event('scroll'));
      expect(header.className).toBe(y > 48 ? 'site-header' : 'site-header site-header--slim');
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    };
    expect(header.className).toBe('site-header');
    await scrollTo(200);
    expect(header.className).toBe('site-header site-header--slim');
    await scrollTo(10);
    expect(header.className).toBe('site-header');
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('labels its navigation', () => {
    renderWidget(SiteHeader, { props: headerLinks });
    expect(screen.getByRole('navigation', { name: 'navLabel' })).toBeTruthy();
  });

  it('marks the current page, and the section of a claim step', () => {
    renderWidget(SiteHeader, { props: headerLinks, path: '/how-it-works' });
    expect(screen.getByRole('link', { name: 'navHowItWorks' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'navHome' }).hasAttribute('aria-current')).toBe(false);
    cleanup();
    renderWidget(SiteHeader, { props: headerLinks, path: '/claim/purchase-details' });
    expect(screen.getByRole('link', { name: 'navClaim' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('link', { name: 'navHome' }).hasAttribute('aria-current')).toBe(false);
  });

  it('follows client-side navigation', async () => {
    const { location } = renderWidget(SiteHeader, { props: headerLinks });
    expect(screen.getByRole('link', { name: 'navHome' }).getAttribute('aria-current')).toBe('page');
    await userEvent.click(screen.getByRole('link', { name: 'navClaim' }));
    expect(location()).toBe('/claim');
    expect(screen.getByRole('link', { name: 'navClaim' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'navHome' }).hasAttribute('aria-current')).toBe(false);
  });

  it('offers every country site as a plain link (full page load) behind a disclosure button', async () => {
    renderWidget(SiteHeader, { props: headerLinks });
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

  it('lists page links, external links and the copyright line', () => {
    renderWidget(SiteFooter, { props });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'terms' }).getAttribute('href')).toBe('/terms');
    expect(within(footer).getByRole('link', { name: 'privacy' }).getAttribute('href')).toBe('https://policies.example/privacy');
    expect(within(footer).queryByRole('link', { name: 'impressum' })).toBeNull();
    expect(within(footer).getByText('copyright')).toBeTruthy();
  });

  it('shows country-only links in that country', () => {
    renderWidget(SiteFooter, { props, env: { country: 'DE' } });
    expect(screen.getByRole('link', { name: 'impressum' }).getAttribute('href')).toBe('/impressum');
  });
});
