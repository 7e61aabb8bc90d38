import { AsYouType, type CountryCode } from 'libphonenumber-js/core';
import metadata from 'libphonenumber-js/mobile/metadata';
import { dialCodeOf, type PhoneValue } from './phoneValue';

/**
 * Reading what a customer entered into a phone (libphonenumber-js with its mobile metadata, 120 kB): the widget
 * loads this module once the page is ready (never before: its first render does not need it) and the journey
 * simulation's answers use it directly.
 */

/** "0044 …" (and the US "011 …") is how some people type the "+". */
const INTERNATIONAL_PREFIX = /^\s*(?:\+|00|011(?=\s*[2-9]))\s*/;

/** The main country of a dialling code (+1: US, +44: GB), for a number too short or long to tell more. */
function mainCountryOf(callingCode: string): string | undefined {
  return metadata.country_calling_codes[callingCode]?.[0];
}

const digitsOf = (text: string) => text.replace(/\D/g, '');

/** libphonenumber's as-you-type reading of an entry: "+<digits>" when it starts with an international prefix. */
function read(input: string, siteCountry: string) {
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
export function phoneValueFrom(input: string, siteCountry: string): PhoneValue {
  const { typer, entered, international } = read(input, siteCountry);
  const digits = digitsOf(input);
  const number = typer.getNumber();
  const callingCode = typer.getCallingCode() ?? (international ? '' : dialCodeOf(siteCountry));
  const country = (international ? (typer.getCountry() ?? mainCountryOf(callingCode)) : undefined) ?? siteCountry;
  const e164 = !digits ? '' : (number?.number ?? (international ? entered : `+${callingCode}${digits}`));
  const own = country.toUpperCase() === siteCountry.toUpperCase();
  const display = !number ? input.trim() : own ? number.formatNational() : number.formatInternational();
  return { input, international: e164, iso2: country.toLowerCase(), regionCode: callingCode, display };
}

/** The entry tidied once the customer leaves the field: grouped as its country writes it, in the form it was typed. */
export function tidyPhoneInput(input: string, siteCountry: string): string {
  const { typer, grouped } = read(input, siteCountry);
  // A number the library cannot group (too short, too long, unknown) stays as it was typed.
  return typer.getNumber()?.isPossible() ? grouped : input;
}
