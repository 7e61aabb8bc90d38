/** sortByName: the locale's order of names, ignoring case and accents, with or without a collator. */
import { describe, expect, it } from 'vitest';
import { sortByName } from '../../../src/widgets/_shared/namedItems';

const named = (...names: string[]) => names.map((name, id) => ({ id, name }));
const namesOf = (items: { name: string }[]) => items.map((item) => item.name);

/** Names of printable ASCII, random but repeatable (a fixed seed): spaces, punctuation, digits, both cases. */
function randomNames(count: number, seed: number): string[] {
  let state = seed;
  const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const alphabet = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('') + 'aaeeSSmm  ';
  return Array.from({ length: count }, () => Array.from({ length: 1 + Math.floor(next() * 5) }, () => alphabet[Math.floor(next() * alphabet.length)]).join(''));
}

describe('sortByName', () => {
  it('sorts case-insensitively, spaces and punctuation before digits before letters, a prefix first', () => {
    expect(namesOf(sortByName(named('o2', 'Currys', 'john Lewis & Partners', 'Argos', 'amazon', 'EE', 'Sky Mobile', 'Sky', '3 Store'), 'en-GB'))).toEqual([
      '3 Store', 'amazon', 'Argos', 'Currys', 'EE', 'john Lewis & Partners', 'o2', 'Sky', 'Sky Mobile',
    ]);
  });

  it('orders names of printable ASCII exactly as Intl.Collator does, in each language it sorts them without one', () => {
    const names = randomNames(3000, 7);
    for (const locale of ['en-GB', 'en-US', 'en-IE', 'de-DE', 'de-AT', 'fr-FR', 'fr-CA', 'it-IT', 'nl-NL', 'pt-BR', 'es-ES']) {
      const collator = new Intl.Collator(locale, { sensitivity: 'base' });
      // Names equal to the collator keep their order (a stable sort), so the sorted lists are compared as a whole.
      expect(namesOf(sortByName(named(...names), locale)), locale).toEqual([...names].sort(collator.compare));
    }
  });

  it('leaves languages that sort some ASCII letters their own way, and names beyond ASCII, to the collator', () => {
    expect(namesOf(sortByName(named('Hana', 'Chata', 'Dub'), 'cs-CZ'))).toEqual(['Dub', 'Hana', 'Chata']); // ch after h
    expect(namesOf(sortByName(named('Aarhus', 'Zeeland', 'Odense'), 'da-DK'))).toEqual(['Odense', 'Zeeland', 'Aarhus']); // aa as å
    expect(namesOf(sortByName(named('Éclair', 'eclair', 'Ecole', 'Zèbre'), 'fr-FR'))).toEqual(['Éclair', 'eclair', 'Ecole', 'Zèbre']);
  });
});
