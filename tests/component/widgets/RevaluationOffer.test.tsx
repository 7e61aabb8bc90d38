// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import RevaluationOffer, { formatMoney } from '../../../src/widgets/RevaluationOffer';
import { renderWidget } from './renderWidget';

afterEach(cleanup);

const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const claim = (status_message: string | null, ...amounts: Array<[number, string]>) => ({
  status_message,
  rewards: amounts.map(([amount, currency], i) => ({ id: `reward-${i}`, value: { amount, currency } })),
});

describe('RevaluationOffer', () => {
  it('shows every offered amount in the currency format of the locale, and the message of the team', () => {
    renderWidget(RevaluationOffer, { data: claim('Scratches on the screen.', [120, 'GBP'], [5.5, 'GBP']) });
    expect(screen.getAllByRole('definition').map((dd) => dd.textContent)).toEqual(['£120.00', '£5.50', 'Scratches on the screen.']);
    expect(screen.getAllByRole('term').map((dt) => dt.textContent)).toEqual(['offerLabel', 'offerLabel', 'messageLabel']);
    expect(screen.getByText('intro')).toBeTruthy();
  });

  it('formats in German and French the way those readers expect', () => {
    expect(nbsp(formatMoney({ amount: 1234.5, currency: 'EUR' }, 'de-DE'))).toBe('1.234,50 €');
    expect(nbsp(formatMoney({ amount: 1234.5, currency: 'EUR' }, 'fr-FR'))).toBe('1 234,50 €');
    renderWidget(RevaluationOffer, { data: claim(null, [99, 'EUR']), env: { locale: 'de-DE' } });
    expect(nbsp(screen.getByRole('definition').textContent ?? '')).toBe('99,00 €');
  });

  it('leaves the message out when there is none (null or blank)', () => {
    renderWidget(RevaluationOffer, { data: claim('  ', [10, 'GBP']) });
    expect(screen.queryByText('messageLabel')).toBeNull();
    cleanup();
    renderWidget(RevaluationOffer, { data: claim(null, [10, 'GBP']) });
    expect(screen.queryByText('messageLabel')).toBeNull();
  });

  it('shows a currency the runtime does not know as amount and code instead of failing', () => {
    expect(formatMoney({ amount: 12, currency: 'not a code' }, 'en-GB')).toBe('12 not a code');
  });
});
