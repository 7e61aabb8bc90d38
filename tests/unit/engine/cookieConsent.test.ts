// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cookieConsent } from '../../../src/engine/cookieConsent';

describe('the stored cookie choice (spec sections 3 and 9)', () => {
  beforeEach(() => {
    window.localStorage.clear();
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-01T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('has no choice on a first visit', () => {
    expect(cookieConsent.current()).toBeUndefined();
  });

  it('all cookies: allowOptionalCookies true, hidden for 14 days', () => {
    cookieConsent.choose(true);
    expect(window.localStorage.getItem('allowOptionalCookies')).toBe('true');
    expect(window.localStorage.getItem('hideCookieNoticeUntilDate')).toBe('2026-03-15T10:00:00.000Z');
    expect(cookieConsent.current()).toEqual({ allowOptionalCookies: true });
  });

  it('minimal cookies: allowOptionalCookies false', () => {
    cookieConsent.choose(false);
    expect(window.localStorage.getItem('allowOptionalCookies')).toBe('false');
    expect(cookieConsent.current()).toEqual({ allowOptionalCookies: false });
  });

  it('after 14 days both stored values are removed and the notice returns', () => {
    cookieConsent.choose(true);
    vi.setSystemTime(new Date('2026-03-15T09:59:59Z'));
    expect(cookieConsent.current()).toBeDefined();
    vi.setSystemTime(new Date('2026-03-15T10:00:00Z'));
    expect(cookieConsent.current()).toBeUndefined();
    expect(window.localStorage.getItem('allowOptionalCookies')).toBeNull();
    expect(window.localStorage.getItem('hideCookieNoticeUntilDate')).toBeNull();
  });

  it('an unreadable date counts as expired', () => {
    window.localStorage.setItem('hideCookieNoticeUntilDate', 'soon');
    window.localStorage.setItem('allowOptionalCookies', 'true');
    expect(cookieConsent.current()).toBeUndefined();
    expect(window.localStorage.getItem('allowOptionalCookies')).toBeNull();
  });
});
