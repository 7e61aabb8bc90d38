/** Wording as ICU MessageFormat: the promotion's settings and a widget's values, formatted for the locale. */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { createContentLookup } from '../../../src/content/contentLookup';
import { messageValuesOf } from '../../../core/content/messageValues';
import { formatMessage, loadMessageFormat, needsMessageFormat } from '../../../src/content/messageFormat';

const settings = { checkingDays: 30, myClaim: { returnWindowDays: { min: 0, max: 14 }, courierHosts: ['x'] }, maxPurchaseItems: { PERSONAL: 1 } };

describe('messageValuesOf', () => {
  it('names each number or text setting by its path, lists left out', () => {
    expect(messageValuesOf(settings)).toEqual({ checkingDays: 30, myClaim_returnWindowDays_min: 0, myClaim_returnWindowDays_max: 14, maxPurchaseItems_PERSONAL: 1 });
  });
});

describe('createContentLookup with messages', () => {
  const wording = {
    pending: 'This usually takes up to {checkingDays, plural, one {# day} other {# days}}.',
    pendingFr: 'Jusqu’à {checkingDays, plural, one {# jour} many {# jours} other {# jours}}.',
    next: '<ol><li>Up to {checkingDays, plural, one {# day} other {# days}}.</li></ol>',
    found: '{count} addresses found',
    total: '{count, number} addresses found',
    plain: 'Nothing to fill',
  };

  it('fills a plural from the settings once the screen is ready, and a widget value as given or as a number of the locale', async () => {
    const content = createContentLookup(wording, false, { locale: 'de-DE', values: messageValuesOf(settings) });
    await content.ready?.(['pending']);
    expect(content.text('pending')).toBe('This usually takes up to 30 days.');
    expect(content.text('found', { count: 1234 })).toBe('1234 addresses found');
    await content.ready?.(['total']);
    expect(content.text('total', { count: 1234 })).toBe('1.234 addresses found');
    expect(content.text('plain')).toBe('Nothing to fill');
    const one = createContentLookup(wording, false, { locale: 'fr-FR', values: { checkingDays: 1 } });
    expect(one.text('pendingFr')).toBe('Jusqu’à 1 jour.');
  });

  it('fills wording the server sanitised and keeps it trusted for innerHTML', async () => {
    const content = createContentLookup(wording, false, { locale: 'en-GB', values: messageValuesOf(settings), sanitizedByServer: true });
    await content.ready?.(['next']);
    expect(renderToStaticMarkup(<>{content.html('next')}</>)).toBe('<div class="rich-text"><ol><li>Up to 30 days.</li></ol></div>');
  });

  it('formats a simple message without the ICU library exactly as the library does', async () => {
    await loadMessageFormat();
    const { IntlMessageFormat } = await import('intl-messageformat');
    for (const locale of ['en-US', 'de-DE', 'fr-FR']) {
      expect(needsMessageFormat('{count} of {total}')).toBe(false);
      expect(needsMessageFormat("Côte-d'Or")).toBe(false);
      expect(needsMessageFormat("{n}: Côte-d'Or")).toBe(true);
      const values = { count: 12345.5, total: 'all' };
      expect(formatMessage('{count} of {total}', locale, values)).toBe(new IntlMessageFormat('{count} of {total}', locale).format(values));
    }
  });
});

describe('formatMessage', () => {
  it('formats for the locale it is given without asking Intl for the list of every locale (slow the first time on a phone)', async () => {
    await loadMessageFormat();
    const supportedLocalesOf = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    expect(formatMessage('{n, plural, one {# Tag} other {# Tage}} übrig, {total, number}', 'de-DE', { n: 2, total: 1234.5 })).toBe('2 Tage übrig, 1.234,5');
    expect(formatMessage('{n, plural, one {# jour} other {# jours}}', 'fr-FR', { n: 1 })).toBe('1 jour');
    expect(supportedLocalesOf).not.toHaveBeenCalled();
    supportedLocalesOf.mockRestore();
  });
});
