import { isValidPhoneNumber } from 'libphonenumber-js/max';

/** True for an existing number in international form (full metadata, e.g. +447400123456). */
export function isValidInternationalNumber(number: string): boolean {
  const trimmed = number.trim();
  if (!trimmed.startsWith('+')) return false;
  try {
    return isValidPhoneNumber(trimmed);
  } catch {
    return false;
  }
}
