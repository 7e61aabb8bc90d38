import type { PhoneCountry } from './country';

/** A phone as stored in the draft (spec section 3: typed input, international form, country iso2, regionCode). */
export interface PhoneValue {
  /** What the customer typed: the national part, as formatted on screen. */
  input: string;
  /** E.164 (+447400123456), or '' while no digit is typed. */
  international: string;
  /** Lower-case country code the input was restricted to, e.g. 'gb'. */
  iso2: string;
  /** Dialling code digits, e.g. '44'. */
  regionCode: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Reads the stored value, tolerating drafts from before this widget ('' or a plain string). */
export function phoneValueOf(value: unknown): PhoneValue {
  if (value && typeof value === 'object') {
    const phone = value as Record<string, unknown>;
    return { input: text(phone.input), international: text(phone.international), iso2: text(phone.iso2), regionCode: text(phone.regionCode) };
  }
  return { input: text(value), international: '', iso2: '', regionCode: '' };
}

const digitsOf = (input: string) => input.replace(/\D/g, '');

/** The value to store for what is on screen: E.164 without the trunk prefix the customer may have typed. */
export function phoneValueFrom(input: string, country: PhoneCountry): PhoneValue {
  const digits = digitsOf(input);
  const national = country.trunkPrefix && digits.startsWith(country.trunkPrefix) ? digits.slice(country.trunkPrefix.length) : digits;
  return { input, international: national ? `+${country.dialCode}${national}` : '', iso2: country.iso2, regionCode: country.dialCode };
}

/**
 * The phone react-international-phone is given back: its dialling code and every digit on screen, trunk 0
 * included, so the input shows exactly what was typed, after a reload too.
 */
export function libraryPhoneOf(input: string, country: PhoneCountry): string {
  const digits = digitsOf(input);
  return digits ? `+${country.dialCode}${digits}` : '';
}

/**
 * A pasted or autofilled number in international form of the field's own country (+44 7400 123456,
 * 0044 7400 123456) without its dialling code, which the field already shows; anything else unchanged.
 */
export function withoutOwnDialCode(raw: string, country: PhoneCountry): string {
  const international = raw.trim().match(/^(?:\+|00)\s*(.*)$/);
  if (!international) return raw;
  const digits = digitsOf(international[1]);
  return digits.startsWith(country.dialCode) ? digits.slice(country.dialCode.length) : raw;
}
