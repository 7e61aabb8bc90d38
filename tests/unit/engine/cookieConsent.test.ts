// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCookieConsent, mirrorNoticeCookie, storeCookieChoice, storedCookieChoice } from '../../../src/engine/cookieConsent';
import { parseCookie } from 'cookie';
import { NOTICE_COOKIE_CHOICE, noticeCookieValue } from '../../../core/state/cookieNames';
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
    expect(document.cookie).toContain('cookieNoticeHiddenUntil=2026-03-15T10:00:00.000Z');
    expect(noticeDueForCookies(document.cookie, Date.parse('2026-03-15T09:59:59Z'))).toBe(false);
    expect(noticeDueForCookies(document.cookie, Date.parse('2026-03-15T10:00:00Z'))).toBe(true);
  });

  it('at start the cookie follows storage: removed when no valid choice is stored nor named by the cookie', () => {
    // A bare date, as the mirror writes it, and URL-encoded, as older code did: neither names a choice.
    for (const date of ['2026-03-15T10:00:00.000Z', encodeURIComponent('2026-03-15T10:00:00.000Z')]) {
      document.cookie = `cookieNoticeHiddenUntil=${date}; Path=/`;
      mirrorNoticeCookie();
      expect(document.cookie).not.toContain('cookieNoticeHiddenUntil');
      expect(window.localStorage.getItem('allowOptionalCookies')).toBeNull();
    }
  });

  it('the server counts a missing or unreadable cookie as due', () => {
    expect(noticeDueForCookies(undefined)).toBe(true);
    expect(noticeDueForCookies('other=1; cookieNoticeHiddenUntil=soon')).toBe(true);
    expect(noticeDueForCookies('cookieNoticeHiddenUntil=%E0%A4%A')).toBe(true);
    expect(noticeDueForCookies('a=b; cookieNoticeHiddenUntil=2026-03-15T10%3A00%3A00.000Z', Date.parse('2026-03-01T00:00:00Z'))).toBe(false);
  });

  it('the server reads the date of a cookie that names the choice, and still the bare date older code wrote', () => {
    const march1 = Date.parse('2026-03-01T00:00:00Z');
    expect(noticeDueForCookies('cookieNoticeHiddenUntil=2026-03-15T10:00:00.000Z_minimal', march1)).toBe(false);
    expect(noticeDueForCookies('cookieNoticeHiddenUntil=2026-03-15T10:00:00.000Z_all', Date.parse('2026-03-15T10:00:00Z'))).toBe(true);
    expect(noticeDueForCookies('cookieNoticeHiddenUntil=2026-03-15T10%3A00%3A00.000Z', march1)).toBe(false);
    expect(noticeDueForCookies('cookieNoticeHiddenUntil=_all', march1)).toBe(true);
  });
});

describe('a choice the server recorded without scripts, adopted when scripts run (issue 54)', () => {
  beforeEach(() => {
    window.localStorage.clear();
    document.cookie = 'cookieNoticeHiddenUntil=; Max-Age=0; Path=/';
    document.cookie = 'xcookieNoticeHiddenUntil=; Max-Age=0; Path=/';
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-01T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());
  const serverCookie = (value: string) => {
    document.cookie = `cookieNoticeHiddenUntil=${value}; Path=/`;
  };

  it('"minimal": stored as allowOptionalCookies false until the cookie\'s date; the notice is not due, the cookie stays', () => {
    serverCookie('2026-03-14T09:00:00.000Z_minimal');
    expect(createCookieConsent(false).dueAtLoad).toBe(false);
    expect(window.localStorage.getItem('allowOptionalCookies')).toBe('false');
    expect(window.localStorage.getItem('hideCookieNoticeUntilDate')).toBe('2026-03-14T09:00:00.000Z');
    // The cookie mirrors the stored choice from then on: its date, all the server needs.
    mirrorNoticeCookie();
    expect(document.cookie).toContain('cookieNoticeHiddenUntil=2026-03-14T09:00:00.000Z');
    expect(noticeDueForCookies(document.cookie)).toBe(false);
  });

  it('"all": stored as allowOptionalCookies true', () => {
    document.cookie = 'other=1; Path=/';
    serverCookie('2026-03-14T09:00:00.000Z_all');
    expect(storedCookieChoice()).toEqual({ allowOptionalCookies: true });
    expect(window.localStorage.getItem('allowOptionalCookies')).toBe('true');
  });

  it('an expired or unreadable date, a bare date or another choice word: not adopted, the notice is due', () => {
    for (const value of ['2026-03-01T09:59:59.000Z_all', '2026-03-01T10:00:00.000Z_minimal', 'soon_all', '_minimal', '2026-03-14T09%3A00%3A00.000Z', '2026-03-14T09:00:00.000Z', '2026-03-14T09:00:00.000Z_everything', '2026-03-14T09:00:00.000Z_all_minimal', '2026-03-14T09:00:00.000Z_minimalist']) {
      serverCookie(value);
      expect(storedCookieChoice(), value).toBeUndefined();
      expect(window.localStorage.getItem('allowOptionalCookies'), value).toBeNull();
      expect(window.localStorage.getItem('hideCookieNoticeUntilDate'), value).toBeNull();
    }
  });

  it('reads the cookie the server writes (the one format, core/state/cookieNames.ts)', () => {
    serverCookie(noticeCookieValue('2026-03-14T09:00:00.000Z', 'minimal'));
    expect(storedCookieChoice()).toEqual({ allowOptionalCookies: false });
    expect(NOTICE_COOKIE_CHOICE.source).toContain(`${NOTICE_HIDDEN_COOKIE}=`);
  });

  it('only the notice cookie counts, not one whose name merely ends the same', () => {
    document.cookie = 'xcookieNoticeHiddenUntil=2026-03-14T09:00:00.000Z_all; Path=/';
    expect(storedCookieChoice()).toBeUndefined();
  });

  it('a valid stored choice wins over the cookie', () => {
    storeCookieChoice(true);
    serverCookie('2026-03-10T09:00:00.000Z_minimal');
    expect(storedCookieChoice()).toEqual({ allowOptionalCookies: true });
    expect(window.localStorage.getItem('hideCookieNoticeUntilDate')).toBe('2026-03-15T10:00:00.000Z');
  });

  it('an expired stored choice gives way to a later one the server recorded', () => {
    window.localStorage.setItem('hideCookieNoticeUntilDate', '2026-02-20T10:00:00.000Z');
    window.localStorage.setItem('allowOptionalCookies', 'true');
    serverCookie('2026-03-14T09:00:00.000Z_minimal');
    expect(storedCookieChoice()).toEqual({ allowOptionalCookies: false });
  });
});
