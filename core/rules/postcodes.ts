/**
 * Postcodes as their country writes them, whichever way they were entered: the address lookup gives "D02XE80" and
 * "SW1A2AA" (spec section 5 strips their spaces), customers type "d02 xe80" or "SW1A  2AA". One form for the
 * summary and the claim alike. Countries whose postcodes have no inner space (DE, FR, US …) keep theirs as typed,
 * trimmed and in capitals.
 */

/** Where the space goes, counted from the end: the UK's inward code (2AA) is the last 3; an Eircode's unique
 * identifier (XE80) the last 4. */
const SPACE_FROM_END: Readonly<Record<string, { at: number; lengths: readonly number[] }>> = {
  GB: { at: 3, lengths: [5, 6, 7] },
  IE: { at: 4, lengths: [7] },
};

export function postcodeAsWritten(value: string, country: string): string {
  const tidy = value.trim().replace(/\s+/g, ' ').toUpperCase();
  const rule = SPACE_FROM_END[country];
  const compact = tidy.replace(/ /g, '');
  if (!rule || !rule.lengths.includes(compact.length) || !/^[A-Z0-9]+$/.test(compact)) return tidy;
  return `${compact.slice(0, -rule.at)} ${compact.slice(-rule.at)}`;
}
