import type { ImeiRange } from '../generated/definitions';

/**
 * IMEI ranges of a catalogue product: first and last IMEI included, each 15 digits (the Luhn check digit last) or 14
 * (without it). Ranges are compared on the 14 digits before the check digit, so a manager may type either.
 */

/** An IMEI bound as typed is usable: 14 or 15 digits. */
export const isImeiBound = (value: unknown): value is string => typeof value === 'string' && /^\d{14,15}$/.test(value);

/** The 14 digits of an IMEI (or bound) before its check digit, as a number to compare. */
const bodyOf = (imei: string) => Number(imei.slice(0, 14));

/** The IMEI bodies a range covers (first ≤ last), or undefined when a bound is not an IMEI. */
export function spanOfRange(range: Partial<ImeiRange> | undefined): { first: number; last: number } | undefined {
  if (!range || !isImeiBound(range.first) || !isImeiBound(range.last)) return undefined;
  return { first: bodyOf(range.first), last: bodyOf(range.last) };
}

/** The IMEI bodies a TAC covers: TAC followed by 000000 … 999999. */
export const spanOfTac = (tac: string) => ({ first: Number(`${tac}000000`), last: Number(`${tac}999999`) });

/** Two spans share an IMEI. */
export const spansOverlap = (a: { first: number; last: number }, b: { first: number; last: number }) => a.first <= b.last && b.first <= a.last;

/** The IMEI (15 digits) is in the range. */
export function imeiInRange(imei: string, range: ImeiRange): boolean {
  const span = spanOfRange(range);
  if (!span || !/^\d{15}$/.test(imei)) return false;
  const body = bodyOf(imei);
  return body >= span.first && body <= span.last;
}

/** The number of IMEIs a range covers (0 when its bounds are unusable or reversed). */
export function sizeOfRange(range: Partial<ImeiRange>): number {
  const span = spanOfRange(range);
  return span && span.last >= span.first ? span.last - span.first + 1 : 0;
}
