import { describe, expect, it } from 'vitest';
import { faqNumberOf, foldText, matchingEntries, plainText } from '../../../src/widgets/FaqSearch/search';

describe('FAQ search', () => {
  it('folds case, accents and spaces (NFD, marks stripped)', () => {
    expect(foldText('  Récompense  ÜBER   Straße ', 'de-DE')).toBe('recompense uber straße');
    expect(foldText('À propos du téléphone', 'fr-FR')).toBe('a propos du telephone');
  });

  it('keeps only the words of answer markup', () => {
    expect(plainText('<p>Dial <strong>*#06#</strong>&nbsp;now</p>').replace(/\s+/g, ' ').trim()).toBe('Dial *#06# now');
  });

  it('matches entries containing every word of the query, anywhere in question or answer', () => {
    const entries = [
      { n: 1, question: 'Quand vais-je recevoir ma récompense ?', answer: 'Sous 30 jours.' },
      { n: 2, question: 'Où trouver l’IMEI ?', answer: 'Composez le *#06#.' },
    ];
    expect([...matchingEntries(entries, 'recompense jours', 'fr-FR')]).toEqual([1]);
    expect([...matchingEntries(entries, 'imei', 'fr-FR')]).toEqual([2]);
    expect([...matchingEntries(entries, 'recompense imei', 'fr-FR')]).toEqual([]);
    expect([...matchingEntries(entries, '', 'fr-FR')]).toEqual([1, 2]);
  });

  it('reads the entry number of a #faq-N address only', () => {
    expect(faqNumberOf('#faq-3')).toBe(3);
    expect(faqNumberOf('#faq-')).toBeUndefined();
    expect(faqNumberOf('#main')).toBeUndefined();
    expect(faqNumberOf('')).toBeUndefined();
  });
});
