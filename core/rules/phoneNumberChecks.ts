/**
 * What makes a phone number right (libphonenumber-js), for the site's phone check and the reference server's
 * checks (the phone-number check and a submitted claim's numbers). Phones as stored and sent: phoneNumbers.ts.
 *
 * The checks take their metadata as an argument (libphonenumber-js/core), so each side loads the set it needs and
 * no bundle carries the other's: the site the mobile set (`libphonenumber-js/mobile/metadata`, the smallest that
 * knows mobile number patterns per region: "valid" means a mobile of that region), the server the full set
 * (`libphonenumber-js/max/metadata`: "valid" means an existing number of any type).
 */
import { isValidPhoneNumber, parsePhoneNumberFromString, type MetadataJson } from 'libphonenumber-js/core';
import type { StoredPhone } from './phoneNumbers';

export type PhoneMetadata = MetadataJson;
/** True for a valid number in international form (e.g. +447400123456) by `metadata`; false for anything else. */
export function isValidInternationalNumber(number: string, metadata: PhoneMetadata): boolean {
  const trimmed = number.trim();
  if (!trimmed.startsWith('+')) return false;
  try {
    return isValidPhoneNumber(trimmed, metadata);
  } catch {
    return false;
  }
}

/**
 * A valid number (with the mobile metadata: a valid mobile) of the country the customer's number was entered for
 * (Jersey is not GB). Throws when the library does (a broken metadata load): the caller decides what that means.
 */
export function isValidNumberOfItsCountry(phone: StoredPhone, metadata: PhoneMetadata): boolean {
  const parsed = parsePhoneNumberFromString(phone.international, metadata);
  return Boolean(parsed?.isValid() && parsed.country === phone.iso2.toUpperCase());
}

/** Country code and length of a number fit (nothing about its type). Throws when the library does. */
export function isPossibleNumber(phone: StoredPhone, metadata: PhoneMetadata): boolean {
  return Boolean(parsePhoneNumberFromString(phone.international, metadata)?.isPossible());
}
