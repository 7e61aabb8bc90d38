/**
 * Luhn checksums and IMEIs (8-digit TAC, 6-digit serial, check digit): the one definition the server, the tests and
 * the site's `luhn` validation keyword use. The keyword generates code, so it inlines `luhnChecksumPasses` itself
 * (its source, see core/validation/keywords/luhn.ts); tests/unit/rules/luhn.test.ts proves they decide alike.
 */

/**
 * True when a non-empty string of ASCII digits, check digit last, passes the Luhn checksum: from the right, every
 * second digit doubled (less 9 above 9), the sum a multiple of 10. The caller makes sure `digits` holds only
 * digits. Self-contained on purpose (no closure, no helper, no nested function, nothing but plain JavaScript once
 * its types are stripped): the validation keyword puts its source into standalone generated code.
 */
export function luhnChecksumPasses(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** True when `digits` (two or more digits, check digit last) passes the Luhn checksum. */
export function passesLuhn(digits: string): boolean {
  return /^\d{2,}$/.test(digits) && luhnChecksumPasses(digits);
}

/** Luhn check digit of a string of digits (the digit to append). */
export function luhnCheckDigit(digits: string): number {
  for (let digit = 0; digit < 9; digit++) if (luhnChecksumPasses(`${digits}${digit}`)) return digit;
  return 9;
}

/** A 15-digit IMEI made of an 8-digit TAC, a 6-digit serial and the Luhn digit. */
export function buildImei(tac: string, serial: string): string {
  const body = tac + serial;
  return body + luhnCheckDigit(body);
}

export function isWellFormedImei(value: string): boolean {
  return /^\d{15}$/.test(value) && passesLuhn(value);
}
