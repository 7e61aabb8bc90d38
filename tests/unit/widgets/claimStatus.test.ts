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
    ['AWAITING_TRADEIN', 'AWAITING_TRADEIN'],
    ['PENDING_INFORMATION', 'PENDING_INFORMATION'],
    ['', 'PENDING'],
    [null, 'PENDING'],
  ])('%s is shown as %s', (status, shown) => {
    expect(displayStatus(status)).toBe(shown);
  });

  it.each([
    ['PENDING', 'warning'],
    ['PENDING_TRADEIN', 'warning'],
    ['AWAITING_ACTION', 'warning'],
    ['REJECTED', 'danger'],
    ['VALIDATED', 'success'],
    ['COMPLETED', 'success'],
  ] as const)('a %s badge is %s', (status, tone) => {
    expect(badgeTone(status)).toBe(tone);
  });

  it('last updated is the day in the promotion timezone, or - when unknown', () => {
    expect(lastUpdatedDate('2022-11-01T23:30:00Z', '+00:00')).toBe('2022-11-01');
    expect(lastUpdatedDate('2022-11-01T23:30:00Z', '+01:00')).toBe('2022-11-02');
    expect(lastUpdatedDate('2022-11-02T00:30:00Z', '-05:00')).toBe('2022-11-01');
    expect(lastUpdatedDate(null, '+01:00')).toBe('-');
    expect(lastUpdatedDate('not a date', '+01:00')).toBe('-');
  });
});
