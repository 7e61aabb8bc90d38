/** Luhn checksums and IMEIs (8-digit TAC, 6-digit serial, check digit): the one definition the server, the tests and the site's `luhn` validation keyword (tests/unit/rules/luhn.test.ts proves they agree) use. */
/** Luhn check digit of a string of digits (the digit to append). */
export function luhnCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

/** True when `digits` (check digit last) passes the Luhn checksum. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{2,}$/.test(digits)) return false;
  return luhnCheckDigit(digits.slice(0, -1)) === Number(digits[digits.length - 1]);
}

/** A 15-digit IMEI made of an 8-digit TAC, a 6-digit serial and the Luhn digit. */
export function buildImei(tac: string, serial: string): string {
  const body = tac + serial;
  return body + luhnCheckDigit(body);
}

export function isWellFormedImei(value: string): boolean {
  return /^\d{15}$/.test(value) && passesLuhn(value);
}
