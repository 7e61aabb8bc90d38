/** Phone normalisation (core/rules/phoneNumbers.ts) and checks (phoneNumberChecks.ts), with the metadata each side loads. */
import fullMetadata from 'libphonenumber-js/max/metadata';
import mobileMetadata from 'libphonenumber-js/mobile/metadata';
import { describe, expect, it } from 'vitest';
import { isPossibleNumber, isValidInternationalNumber, isValidNumberOfItsCountry } from '../../../core/rules/phoneNumberChecks';
import { internationalPhone, phoneOf } from '../../../core/rules/phoneNumbers';

const gb = (international: string) => ({ input: international.slice(3), international, iso2: 'gb' });

describe('phone numbers', () => {
  it('normalise what the widget stores, and drafts from before it', () => {
    expect(phoneOf({ input: ' 07400 123456 ', international: '+447400123456', iso2: 'gb', regionCode: '44' })).toEqual({ input: '07400 123456', international: '+447400123456', iso2: 'gb' });
    expect(phoneOf('+447400123456')).toEqual({ input: '+447400123456', international: '+447400123456', iso2: '' });
    expect(phoneOf('07400 123456')).toEqual({ input: '07400 123456', international: '', iso2: '' });
    expect(phoneOf(undefined)).toEqual({ input: '', international: '', iso2: '' });
    expect(internationalPhone({ input: '', international: '+44' })).toBe('');
    expect(internationalPhone({ input: '7400 123456', international: '+447400123456' })).toBe('+447400123456');
  });

  it('the server (full metadata) accepts existing numbers of any type in international form only', () => {
    expect(isValidInternationalNumber('+447400123456', fullMetadata)).toBe(true);
    expect(isValidInternationalNumber(' +442079460000 ', fullMetadata)).toBe(true);
    expect(isValidInternationalNumber('07400123456', fullMetadata)).toBe(false);
    expect(isValidInternationalNumber('+4474001', fullMetadata)).toBe(false);
    expect(isValidInternationalNumber('+', fullMetadata)).toBe(false);
  });

  it('the site (mobile metadata) tells a mobile of its country from a landline or another country', () => {
    expect(isValidNumberOfItsCountry(gb('+447400123456'), mobileMetadata)).toBe(true);
    expect(isValidNumberOfItsCountry(gb('+442079460000'), mobileMetadata)).toBe(false);
    // A Jersey mobile (+44 7797) is not a GB number.
    expect(isValidNumberOfItsCountry(gb('+447797123456'), mobileMetadata)).toBe(false);
    expect(isPossibleNumber(gb('+442079460000'), mobileMetadata)).toBe(true);
    expect(isPossibleNumber(gb('+44207'), mobileMetadata)).toBe(false);
  });
});
