import { describe, expect, it } from 'vitest';
import { displayDate, displayPrice, formatAnswer, masked, type FormatContext } from '../../../src/widgets/AnswerSummary/formatAnswer';

const ctx: FormatContext = {
  env: { locale: 'en-GB', dateFormat: 'DMY', country: 'GB' },
  labels: { products: [{ id: 'p1', name: 'Pixel 7' }], resellers: [{ id: 7, name: 'Currys' }], gifts: [{ gift_reference: 'G1', alias: 'giftCase' }] },
  alias: (alias) => `[${alias}]`,
  slot: (slot) => (slot === 'option_MR' ? 'Mr' : ''),
};

describe('check-your-answers formatters', () => {
  it('dates in the locale order', () => {
    expect(displayDate('2022-10-27', 'DMY')).toBe('27/10/2022');
    expect(displayDate('2022-10-27', 'MDY')).toBe('10/27/2022');
    expect(displayDate('2022-10-27', 'YMD')).toBe('2022-10-27');
  });

  it('prices with the currency symbol of the locale', () => {
    expect(displayPrice({ currency: 'GBP', amount: 1049 }, 'en-GB')).toBe('£1,049.00');
    expect(displayPrice({ currency: 'EUR', amount: 1049 }, 'de-DE')).toMatch(/^1\.049,00\s€$/);
    expect(displayPrice(null, 'en-GB')).toBe('');
  });

  it('names for ids, gift wording, option labels with the value as fallback', () => {
    expect(formatAnswer('p1', 'product', ctx)).toBe('Pixel 7');
    expect(formatAnswer('7', 'reseller', ctx)).toBe('Currys');
    expect(formatAnswer('G1', 'gift', ctx)).toBe('[giftCase]');
    expect(formatAnswer('MR', 'option', ctx)).toBe('Mr');
    expect(formatAnswer('Ada', 'option', ctx)).toBe('Ada');
    expect(formatAnswer(false, 'option', { ...ctx, slot: (s) => (s === 'option_false' ? 'No' : '') })).toBe('No');
  });

  it('phones in international form only when typed; bank accounts masked to the last 4', () => {
    expect(formatAnswer({ input: '+447700900123', international: '+447700900123', display: '07700 900123' }, 'phone', ctx)).toBe('07700 900123');
    // A draft from before the display form.
    expect(formatAnswer({ input: '7700 900123', international: '+447700900123' }, 'phone', ctx)).toBe('+447700900123');
    expect(formatAnswer('sw1a2aa', 'postcode', ctx)).toBe('SW1A 2AA');
    expect(formatAnswer({ input: '', international: '+44' }, 'phone', ctx)).toBe('');
    expect(masked('12345678')).toBe('•••• 5678');
    expect(masked('DE89 3704 0044 0532 0130 00')).toBe('•••• 3000');
  });
});
