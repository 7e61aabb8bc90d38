// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCookieConsent, mirrorNoticeCookie, storeCookieChoice, storedCookieChoice } from '../../../src/engine/cookieConsent';
import { parseCookie } from 'cookie';
import { NOTICE_HIDDEN_COOKIE, noticeDueFor } from '../../../server/site/cookie-notice';

/** What the server reads of a Cookie header (the cookie parser @fastify/cookie uses). */
const noticeDueForCookies = (header: string | undefined, now?: number) => noticeDueFor(parseCookie(header ?? '')[NOTICE_HIDDEN_COOKIE], now);

describe('the stored cookie choice (spec sections 3 and 9)', () => {
  beforeEach(() => {
    window.localStorage.clear();
    document.cookie = 'cookieNoticeHiddenUntil=; Max-Age=0; Path=/';
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

  it('the engine reads the choice when it is made: due without a valid choice, not due with one', () => {
    expect(createCookieConsent().dueAtLoad).toBe(true);
    storeCookieChoice(false);
    expect(createCookieConsent().dueAtLoad).toBe(false);
    expect(createCookieConsent(true)).toMatchObject({ dueAtLoad: false, dueOnServer: true });
  });

  it('a choice is mirrored into the notice cookie, which tells the server until when the notice stays hidden', () => {
    storeCookieChoice(true);
    expect(document.cookie).toContain(`cookieNoticeHiddenUntil=${encodeURIComponent('2026-03-15T10:00:00.000Z')}`);
    expect(noticeDueForCookies(document.cookie, Date.parse('2026-03-15T09:59:59Z'))).toBe(false);
    expect(noticeDueForCookies(document.cookie, Date.parse('2026-03-15T10:00:00Z'))).toBe(true);
  });

  it('at start the cookie follows storage: removed when no valid choice is stored', () => {
    storeCookieChoice(true);
    window.localStorage.clear();
    mirrorNoticeCookie();
    expect(document.cookie).not.toContain('cookieNoticeHiddenUntil');
  });

  it('the server counts a missing or unreadable cookie as due', () => {
    expect(noticeDueForCookies(undefined)).toBe(true);
    expect(noticeDueForCookies('other=1; cookieNoticeHiddenUntil=soon')).toBe(true);
    expect(noticeDueForCookies('cookieNoticeHiddenUntil=%E0%A4%A')).toBe(true);
    expect(noticeDueForCookies('a=b; cookieNoticeHiddenUntil=2026-03-15T10%3A00%3A00.000Z', Date.parse('2026-03-01T00:00:00Z'))).toBe(false);
  });
});
