/**
 * Reading what a customer entered into a phone field (libphonenumber-js), into the value the PhoneInput widget
 * stores (spec section 3): for the widget, once its phone library has arrived, and for the site's phone check, which
 * reads an entry stored before it had. The metadata is an argument (libphonenumber-js/core), as in
 * ./phoneNumberChecks.ts: the site passes the mobile set.
 */
import { AsYouType, getCountryCallingCode, type CountryCode, type MetadataJson } from 'libphonenumber-js/core';

/** A phone as stored in the draft. */
export interface PhoneEntry {
  /** What the customer typed (or the browser filled in), tidied once the field is left. */
  input: string;
  /** E.164 (+447400123456), or '' while no digit is typed. */
  international: string;
  /** Lower-case country of the number: the site's for a national number, the one its "+<code>" names otherwise. */
  iso2: string;
  /** Dialling code digits, e.g. '44'. */
  regionCode: string;
  /** The number as "Check your answers" shows it: national form in its own country, international otherwise. */
  display: string;
}

/** "0044 …" (and the US "011 …") is how some people type the "+". */
const INTERNATIONAL_PREFIX = /^\s*(?:\+|00|011(?=\s*[2-9]))\s*/;

const digitsOf = (text: string) => text.replace(/\D/g, '');

/** libphonenumber's as-you-type reading of an entry: "+<digits>" when it starts with an international prefix. */
function read(input: string, siteCountry: string, metadata: MetadataJson) {
  const prefix = INTERNATIONAL_PREFIX.exec(input);
  const typer = new AsYouType(prefix ? undefined : (siteCountry as CountryCode), metadata);
  const entered = prefix ? `+${digitsOf(input.slice(prefix[0].length))}` : input;
  return { typer, grouped: typer.input(entered), entered, international: Boolean(prefix) };
}

/**
 * The value to store for what the customer entered, however it was written: national (07400 123456, (201)
 * 555-0123, with or without the trunk prefix), international (+44 7400 123456, 0044 …), with spaces, dashes,
 * dots or brackets, typed key by key, pasted or filled in by the browser. A "+<code>" decides the country;
 * without one it is the site's (`siteCountry`, upper case ISO 3166, e.g. 'GB').
 */
export function readPhoneEntry(input: string, siteCountry: string, metadata: MetadataJson): PhoneEntry {
  const { typer, entered, international } = read(input, siteCountry, metadata);
  const digits = digitsOf(input);
  const number = typer.getNumber();
  const callingCode = typer.getCallingCode() ?? (international ? '' : getCountryCallingCode(siteCountry.toUpperCase() as CountryCode, metadata));
  // The main country of a dialling code (+1: US, +44: GB), for a number too short or long to tell more.
  const country = (international ? (typer.getCountry() ?? metadata.country_calling_codes[callingCode]?.[0]) : undefined) ?? siteCountry;
  const e164 = !digits ? '' : (number?.number ?? (international ? entered : `+${callingCode}${digits}`));
  const own = country.toUpperCase() === siteCountry.toUpperCase();
  const display = !number ? input.trim() : own ? number.formatNational() : number.formatInternational();
  return { input, international: e164, iso2: country.toLowerCase(), regionCode: callingCode, display };
}

/** The entry tidied once the customer leaves the field: grouped as its country writes it, in the form it was typed. */
export function tidyPhoneEntry(input: string, siteCountry: string, metadata: MetadataJson): string {
  const { typer, grouped } = read(input, siteCountry, metadata);
  // A number the library cannot group (too short, too long, unknown) stays as it was typed.
  return typer.getNumber()?.isPossible() ? grouped : input;
}

/**
 * Whether a stored phone holds an entry not read yet: the widget stores it so when it was made before its phone
 * library had arrived (a read entry always names its country).
 */
export function isUnreadPhoneEntry(value: unknown): value is { input: string } {
  if (!value || typeof value !== 'object') return false;
  const { input, iso2 } = value as Record<string, unknown>;
  return typeof input === 'string' && input.trim() !== '' && !iso2;
}
