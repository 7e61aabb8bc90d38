import { describe, expect, it } from 'vitest';
import {
  addressItemsOf,
  addressLabel,
  addressPatch,
  sanitiseAddressField,
  STRIPPED_CHARACTERS,
  stripFirstOccurrences,
} from '../../../core/rules/addressPatch';

const fields = { Line1: 'address1', Line2: 'address2', City: 'city', Province: 'county', PostalCode: 'postCode' };

describe('sanitising looked-up addresses (spec section 5)', () => {
  it('strips exactly the characters of the spec', () => {
    expect(STRIPPED_CHARACTERS.join('')).toBe("`~!@#$£€%^&*()_|+-=?;:'\",.<>{}[]\\/");
    for (const character of STRIPPED_CHARACTERS) expect(stripFirstOccurrences(`A${character}B`), character).toBe('AB');
  });

  it('strips only the first occurrence of each character in a field', () => {
    expect(stripFirstOccurrences('Flat 1, Block A, Lane')).toBe('Flat 1 Block A, Lane');
    expect(stripFirstOccurrences('St. John\'s Rd.')).toBe('St Johns Rd.');
    expect(stripFirstOccurrences('Stratford-upon-Avon')).toBe('Stratfordupon-Avon');
    expect(stripFirstOccurrences('a#b#c/d/e')).toBe('ab#cd/e');
  });

  it('keeps letters of every language and tidies the spaces a removal leaves', () => {
    expect(stripFirstOccurrences('Äußere Straße 5')).toBe('Äußere Straße 5');
    expect(stripFirstOccurrences('  10 - 12 Rue de l’Église ')).toBe('10 12 Rue de l’Église');
  });

  it('removes every space from the postcode, and only from the postcode', () => {
    expect(sanitiseAddressField('PostalCode', ' SW1A  2AA ')).toBe('SW1A2AA');
    expect(sanitiseAddressField('PostalCode', 'D02 X285')).toBe('D02X285');
    expect(sanitiseAddressField('City', 'Newcastle upon Tyne')).toBe('Newcastle upon Tyne');
  });

  it('maps a result onto the form paths of the props, sanitised', () => {
    const item = { Line1: 'Flat 2, 10 Downing St.', Line2: '', City: 'London', Province: 'Greater London', PostalCode: 'SW1A 2AA' };
    expect(addressPatch(item, fields)).toEqual({
      address1: 'Flat 2 10 Downing St',
      address2: '',
      city: 'London',
      county: 'Greater London',
      postCode: 'SW1A2AA',
    });
  });

  it('copies the keys listed as kept without stripping, and blanks missing ones', () => {
    const item = { Line1: '1 Rue de la Paix', City: 'Saint-Brieuc', Province: " Côtes-d'Armor ", PostalCode: '22000' };
    expect(addressPatch(item, fields, ['Province'])).toEqual({
      address1: '1 Rue de la Paix',
      address2: '',
      city: 'SaintBrieuc',
      county: "Côtes-d'Armor",
      postCode: '22000',
    });
  });

  it('reads only objects from the answer and shows them as one line', () => {
    expect(addressItemsOf(null)).toEqual([]);
    expect(addressItemsOf([null, 'x', { Line1: '1 A St', City: 'Leeds', PostalCode: 'LS1 1AA', extra: 3 }])).toEqual([
      { Line1: '1 A St', City: 'Leeds', PostalCode: 'LS1 1AA' },
    ]);
    expect(addressLabel({ Line1: '1 A St', Line2: ' ', City: 'Leeds', PostalCode: 'LS1 1AA' })).toBe('1 A St, Leeds, LS1 1AA');
  });
});
