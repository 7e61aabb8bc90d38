// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeCookieChoice, storedCookieChoice } from '../../../src/engine/cookieConsent';

describe('the stored cookie choice (spec sections 3 and 9)', () => {
  beforeEach(() => {
    window.localStorage.clear();
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-01T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('has no choice on a first visit', () => {
    expect(storedCookieChoice()).toBeUndefined();
  });

  it('all cookies: allowOptionalCookies true, hidden for 14 days', () => {
    storeCookieChoice(true);
    expect(window.localStorage.getItem('allowOptionalCookies')).toBe('true');
    expect(window.localStorage.getItem('hideCookieNoticeUntilDate')).toBe('2026-03-15T10:00:00.000Z');
    expect(storedCookieChoice()).toEqual({ allowOptionalCookies: true });
  });

  it('minimal cookies: allowOptionalCookies false', () => {
    storeCookieChoice(false);
    expect(window.localStorage.getItem('allowOptionalCookies')).toBe('false');
    expect(storedCookieChoice()).toEqual({ allowOptionalCookies: false });
  });

  it('after 14 days both stored values are removed and the notice returns', () => {
    storeCookieChoice(true);
    vi.setSystemTime(new Date('2026-03-15T09:59:59Z'));
    expect(storedCookieChoice()).toBeDefined();
    vi.setSystemTime(new Date('2026-03-15T10:00:00Z'));
    expect(storedCookieChoice()).toBeUndefined();
    expect(window.localStorage.getItem('allowOptionalCookies')).toBeNull();
    expect(window.localStorage.getItem('hideCookieNoticeUntilDate')).toBeNull();
  });

  it('an unreadable date counts as expired', () => {
    window.localStorage.setItem('hideCookieNoticeUntilDate', 'soon');
    window.localStorage.setItem('allowOptionalCookies', 'true');
    expect(storedCookieChoice()).toBeUndefined();
    expect(window.localStorage.getItem('allowOptionalCookies')).toBeNull();
  });

  it('the engine reads the choice once at load: due without a valid choice, not due with one', async () => {
    vi.resetModules();
    expect((await import('../../../src/engine/cookieConsent')).cookieConsent.dueAtLoad).toBe(true);
    storeCookieChoice(false);
    vi.resetModules();
    expect((await import('../../../src/engine/cookieConsent')).cookieConsent.dueAtLoad).toBe(false);
  });
});
