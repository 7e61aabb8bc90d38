import { describe, expect, it } from 'vitest';
import { badgeTone, displayStatus, lastUpdatedDate } from '../../../src/widgets/_shared/claimStatus';

describe('claim status shown to the customer (spec section 4)', () => {
  it.each([
    ['REJECTED_DUPLICATE', 'REJECTED'],
    ['REJECTED_FRAUD', 'REJECTED'],
    ['PENDING_ACTION', 'PENDING'],
    ['PENDING_FRAUD', 'PENDING'],
    ['SUSPENDED', 'PENDING'],
    ['SUSPENDED_FRAUD', 'PENDING'],
    ['FULFILMENT', 'VALIDATED'],
    ...(['PENDING', 'PENDING_INFORMATION', 'PENDING_TRADEIN', 'REJECTED', 'PARTIAL', 'INCOMPLETE', 'COMPLETED', 'AWAITING_TRADEIN', 'AWAITING_REVALUATION', 'AWAITING_INFORMATION', 'AWAITING_ACTION', 'VALIDATED', 'NOT_FOUND'].map(
      (status) => [status, status] as [string, string],
    )),
    ['', 'PENDING'],
    [null, 'PENDING'],
  ])('%s is shown as %s', (status, shown) => {
    expect(displayStatus(status)).toBe(shown);
  });

  it.each([
    ['PENDING', 'warning'],
    ['PENDING_INFORMATION', 'warning'],
    ['PENDING_TRADEIN', 'warning'],
    ['AWAITING_TRADEIN', 'warning'],
    ['AWAITING_REVALUATION', 'warning'],
    ['AWAITING_INFORMATION', 'warning'],
    ['AWAITING_ACTION', 'warning'],
    ['REJECTED', 'danger'],
    ['PARTIAL', 'success'],
    ['INCOMPLETE', 'success'],
    ['COMPLETED', 'success'],
    ['VALIDATED', 'success'],
    ['NOT_FOUND', 'success'],
  ] as const)('a %s badge is %s', (status, tone) => {
    expect(badgeTone(status)).toBe(tone);
  });

  it('every server status gets the colour of the status it is shown as', () => {
    expect(badgeTone(displayStatus('REJECTED_DUPLICATE'))).toBe('danger');
    expect(badgeTone(displayStatus('SUSPENDED_FRAUD'))).toBe('warning');
    expect(badgeTone(displayStatus('FULFILMENT'))).toBe('success');
    expect(badgeTone(displayStatus(null))).toBe('warning');
  });

  it('last updated is the day in the promotion timezone as the locale writes it, or - when unknown', () => {
    expect(lastUpdatedDate('2022-11-01T23:30:00Z', 'en-GB', 'UTC')).toBe('1 November 2022');
    expect(lastUpdatedDate('2022-11-01T23:30:00Z', 'de-DE', 'Etc/GMT-1')).toBe('2. November 2022');
    expect(lastUpdatedDate('2022-11-02T00:30:00Z', 'en-US', 'Etc/GMT+5')).toBe('November 1, 2022');
    expect(lastUpdatedDate('2022-11-02T00:30:00Z', 'fr-FR', 'Europe/Paris')).toBe('2 novembre 2022');
    expect(lastUpdatedDate(null, 'en-GB', 'Etc/GMT-1')).toBe('-');
    expect(lastUpdatedDate('not a date', 'en-GB', 'Etc/GMT-1')).toBe('-');
  });
});
