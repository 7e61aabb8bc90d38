// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import CookieBanner from '../../../src/widgets/CookieBanner';
import { createMemoryCookieConsent, renderWidget } from './renderWidget';

afterEach(cleanup);

describe('CookieBanner', () => {
  it('is a labelled region with both choices when nothing was chosen', () => {
    renderWidget(CookieBanner);
    const region = screen.getByRole('region', { name: 'title' });
    expect(region).toBeTruthy();
    expect(screen.getByRole('button', { name: 'acceptAll' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'minimal' })).toBeTruthy();
  });

  it('stays hidden while a choice is stored', () => {
    renderWidget(CookieBanner, { cookieConsent: createMemoryCookieConsent(true) });
    expect(screen.queryByRole('region')).toBeNull();
  });

  it.each([
    ['acceptAll', true],
    ['minimal', false],
  ] as const)('%s by keyboard stores %s, hides the banner and moves focus to main', async (button, allowed) => {
    const main = document.createElement('main');
    main.id = 'main';
    main.tabIndex = -1;
    document.body.append(main);
    const cookieConsent = createMemoryCookieConsent();
    renderWidget(CookieBanner, { cookieConsent });
    const user = userEvent.setup();
    screen.getByRole('button', { name: button }).focus();
    await user.keyboard('{Enter}');
    expect(cookieConsent.choices).toEqual([allowed]);
    expect(screen.queryByRole('region')).toBeNull();
    expect(document.activeElement).toBe(main);
    main.remove();
  });
});
