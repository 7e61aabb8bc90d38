import { describe, expect, it } from 'vitest';
import { courierHostAllows, isCourierUrlAllowed, originForLog } from '../../../core/rules/myClaimRules';
import { isTradeInWindowExpired } from '../../../core/rules/myClaimRules';

const DAY = 86_400_000;

describe('isTradeInWindowExpired (myClaim.tradeInWaitDays after the last update)', () => {
  const updatedAt = '2024-05-01T09:30:00Z';
  const updated = Date.parse(updatedAt);

  it('is open up to exactly tradeInWaitDays × 24 h and expired one millisecond later', () => {
    expect(isTradeInWindowExpired(updatedAt, 14, updated)).toBe(false);
    expect(isTradeInWindowExpired(updatedAt, 14, updated + 14 * DAY)).toBe(false);
    expect(isTradeInWindowExpired(updatedAt, 14, updated + 14 * DAY + 1)).toBe(true);
  });

  it('reads offsets of the last update, and a wait of 0 days expires right after it', () => {
    expect(isTradeInWindowExpired('2024-05-01T11:30:00+02:00', 1, updated + DAY)).toBe(false);
    expect(isTradeInWindowExpired('2024-05-01T11:30:00+02:00', 1, updated + DAY + 1)).toBe(true);
    expect(isTradeInWindowExpired(updatedAt, 0, updated + 1)).toBe(true);
  });

  it('takes the window as open when the last update is unknown or unreadable', () => {
    for (const unknown of [null, undefined, '', 'yesterday']) expect(isTradeInWindowExpired(unknown, 14, updated + 100 * DAY)).toBe(false);
  });

  it('uses the real clock when none is given', () => {
    expect(isTradeInWindowExpired(new Date(Date.now() - 15 * DAY).toISOString(), 14)).toBe(true);
    expect(isTradeInWindowExpired(new Date(Date.now() - 13 * DAY).toISOString(), 14)).toBe(false);
  });
});

describe('courier host allow-list (myClaim.courierHosts, as script-src applies it)', () => {
  it('allows any port with :* and only that host', () => {
    expect(isCourierUrlAllowed('http://localhost:3140/courier-demo/label.js', ['http://localhost:*'])).toBe(true);
    expect(isCourierUrlAllowed('http://localhost/courier-demo/label.js', ['http://localhost:*'])).toBe(true);
    expect(isCourierUrlAllowed('http://127.0.0.2:3140/courier-demo/label.js', ['http://localhost:*'])).toBe(false);
    expect(isCourierUrlAllowed('http://localhost.evil.example/label.js', ['http://localhost:*'])).toBe(false);
  });

  it('matches an explicit port exactly, and a source without a port only on the default port', () => {
    expect(courierHostAllows('https://labels.courier.example:8443', 'https://labels.courier.example:8443/a.js')).toBe(true);
    expect(courierHostAllows('https://labels.courier.example:8443', 'https://labels.courier.example/a.js')).toBe(false);
    expect(courierHostAllows('https://labels.courier.example', 'https://labels.courier.example/a.js')).toBe(true);
    expect(courierHostAllows('https://labels.courier.example', 'https://labels.courier.example:443/a.js')).toBe(true);
    expect(courierHostAllows('https://labels.courier.example', 'https://labels.courier.example:8443/a.js')).toBe(false);
  });

  it('allows subdomains only for a *. source, never the bare domain or a look-alike', () => {
    expect(courierHostAllows('https://*.courier.example', 'https://eu.labels.courier.example/a.js')).toBe(true);
    expect(courierHostAllows('https://*.courier.example', 'https://courier.example/a.js')).toBe(false);
    expect(courierHostAllows('https://*.courier.example', 'https://evilcourier.example/a.js')).toBe(false);
  });

  it('keeps the scheme: https never allows http; http allows the https upgrade', () => {
    expect(courierHostAllows('https://courier.example', 'http://courier.example/a.js')).toBe(false);
    expect(courierHostAllows('http://courier.example', 'https://courier.example/a.js')).toBe(true);
    for (const url of ['javascript:alert(1)', 'data:text/javascript,1', 'ftp://courier.example/a.js', '//courier.example/a.js', 'not a url'])
      expect(isCourierUrlAllowed(url, ['http://courier.example', 'https://*.courier.example'])).toBe(false);
  });

  it('refuses URLs with credentials, malformed sources and an empty list', () => {
    expect(courierHostAllows('https://courier.example', 'https://user:secret@courier.example/a.js')).toBe(false);
    expect(courierHostAllows('courier.example', 'https://courier.example/a.js')).toBe(false);
    expect(courierHostAllows("https://courier.example 'unsafe-inline'", 'https://courier.example/a.js')).toBe(false);
    expect(isCourierUrlAllowed('https://courier.example/a.js', [])).toBe(false);
  });

  it('is case-insensitive for scheme and host', () => {
    expect(courierHostAllows('HTTPS://Courier.Example', 'https://COURIER.example/a.js')).toBe(true);
  });

  it('logs the origin only, never path or query', () => {
    expect(originForLog('https://courier.example:8443/label.js?token=abc&email=a@b.c')).toBe('https://courier.example:8443');
    expect(originForLog('javascript:alert(1)')).toBe('invalid URL');
    expect(originForLog('nonsense')).toBe('invalid URL');
  });
});
