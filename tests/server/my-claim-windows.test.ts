/** The my-claim windows and courier host matching the server (and operator) apply, on a fixed clock. */
import { describe, expect, it } from 'vitest';
import { courierHostAllows, dateDaysAgo, daysSincePurchase, isReturnWindowOpen, isTradeInWindowExpired } from '../../server/promotion-api/domain/my-claim-windows';
import { myClaimSettingsOf } from '../../server/packages/promotion-settings';
import { MY_CLAIM_DEFAULTS } from '../../core/rules/myClaimSettings';

const settings = { returnWindowDays: { min: 0, max: 30 }, tradeInWaitDays: 14, courierHosts: ['http://localhost:*', 'https://*.courier.example', 'https://labels.example:8443'] };

describe('return window (days since the purchase date, in the locale timezone)', () => {
  const now = new Date('2024-03-31T23:30:00Z');
  it('counts calendar days of the locale', () => {
    expect(daysSincePurchase('2024-03-31', now, 'UTC')).toBe(0);
    expect(daysSincePurchase('2024-03-01', now, 'UTC')).toBe(30);
    // 00:30 on 1 April in Berlin: one day later there.
    expect(daysSincePurchase('2024-03-31', now, 'Etc/GMT-1')).toBe(1);
    expect(daysSincePurchase('2024-04-01', now, 'UTC')).toBe(-1);
    expect(daysSincePurchase('2024-03-31', now, 'Etc/GMT+5')).toBe(0);
  });
  it('is open from min to max days, both included', () => {
    expect(isReturnWindowOpen('2024-03-31', now, 'UTC', settings)).toBe(true);
    expect(isReturnWindowOpen('2024-03-01', now, 'UTC', settings)).toBe(true);
    expect(isReturnWindowOpen('2024-02-29', now, 'UTC', settings)).toBe(false);
    expect(isReturnWindowOpen('2024-04-01', now, 'UTC', settings)).toBe(false);
    expect(isReturnWindowOpen('2024-03-25', now, 'UTC', { ...settings, returnWindowDays: { min: 7, max: 60 } })).toBe(false);
    expect(isReturnWindowOpen('2024-03-24', now, 'UTC', { ...settings, returnWindowDays: { min: 7, max: 60 } })).toBe(true);
  });
  it('dateDaysAgo gives the date that is N days back in the locale', () => {
    expect(dateDaysAgo(30, now, 'UTC')).toBe('2024-03-01');
    expect(dateDaysAgo(0, now, 'Etc/GMT-1')).toBe('2024-04-01');
    expect(daysSincePurchase(dateDaysAgo(31, now, 'Etc/GMT-1'), now, 'Etc/GMT-1')).toBe(31);
  });
});

describe('trade-in window (tradeInWaitDays × 24 h after the last update)', () => {
  it('expires strictly after the wait', () => {
    const updated = '2024-03-01T12:00:00.000Z';
    expect(isTradeInWindowExpired(updated, new Date('2024-03-15T12:00:00.000Z'), settings)).toBe(false);
    expect(isTradeInWindowExpired(updated, new Date('2024-03-15T12:00:00.001Z'), settings)).toBe(true);
    expect(isTradeInWindowExpired(updated, new Date('2024-03-02T12:00:00.001Z'), { ...settings, tradeInWaitDays: 1 })).toBe(true);
  });
});

describe('courier hosts (CSP host-source matching)', () => {
  it('allows the configured origins only', () => {
    expect(courierHostAllows('http://localhost:*', 'http://localhost:3028/courier-demo/label.js')).toBe(true);
    expect(courierHostAllows('http://localhost:*', 'http://localhost/x.js')).toBe(true);
    expect(courierHostAllows('http://localhost:*', 'http://127.0.0.2:3028/courier-demo/label.js')).toBe(false);
    expect(courierHostAllows('http://localhost:*', 'http://localhost.evil.example:3028/x.js')).toBe(false);
    expect(courierHostAllows('https://*.courier.example', 'https://labels.courier.example/l.js')).toBe(true);
    expect(courierHostAllows('https://*.courier.example', 'https://courier.example/l.js')).toBe(false);
    expect(courierHostAllows('https://*.courier.example', 'http://labels.courier.example/l.js')).toBe(false);
    expect(courierHostAllows('https://*.courier.example', 'https://evilcourier.example/l.js')).toBe(false);
    expect(courierHostAllows('https://labels.example:8443', 'https://labels.example:8443/l.js')).toBe(true);
    expect(courierHostAllows('https://labels.example:8443', 'https://labels.example/l.js')).toBe(false);
    expect(courierHostAllows('https://labels.example', 'https://labels.example:443/l.js')).toBe(true);
    expect(courierHostAllows('http://labels.example', 'https://labels.example/l.js')).toBe(true);
    expect(courierHostAllows('http://localhost:*', 'not a url')).toBe(false);
  });
});

describe('myClaimSettingsOf (promotion.json myClaim as the server reads it)', () => {
  it('takes a valid block, frozen, and defaults without one', () => {
    const read = myClaimSettingsOf(settings);
    expect(read).toEqual(settings);
    expect(Object.isFrozen(read.courierHosts)).toBe(true);
    expect(myClaimSettingsOf(undefined)).toBe(MY_CLAIM_DEFAULTS);
  });
  it('refuses what the checker refuses, naming the pointer (the hosts go into a header)', () => {
    expect(() => myClaimSettingsOf({ ...settings, courierHosts: ["https://x.example 'unsafe-inline'"] })).toThrow(/\/myClaim\/courierHosts\/0: .* is not an origin/);
    expect(() => myClaimSettingsOf({ ...settings, courierHosts: ['https://x.example;script-src *'] })).toThrow(/courierHosts\/0/);
    expect(() => myClaimSettingsOf({ ...settings, courierHosts: ['https://x.example:70000'] })).toThrow(/courierHosts\/0/);
    expect(() => myClaimSettingsOf({ ...settings, returnWindowDays: { min: 5, max: 4 } })).toThrow(/returnWindowDays: min \(5\) must not be greater than max \(4\)/);
    expect(() => myClaimSettingsOf({ ...settings, tradeInWaitDays: 0 })).toThrow(/tradeInWaitDays/);
    expect(() => myClaimSettingsOf({ ...settings, courierHosts: undefined })).toThrow(/courierHosts: must be a list/);
  });
});
