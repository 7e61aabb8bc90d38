/** One address as the lookup answers it (the contract's AddressItem: Line1, Line2, City, Province, PostalCode). */
export type AddressItem = Readonly<Record<string, string>>;

/** Spec section 5: the characters removed from looked-up address fields, the first occurrence of each only. */
export const STRIPPED_CHARACTERS: readonly string[] = [..."`~!@#$£€%^&*()_|+-=?;:'\",.<>{}[]\\/"];

/** The provider's postcode field, whose white space is removed too (SW1A 2AA → SW1A2AA). */
export const POSTCODE_KEY = 'PostalCode';

/** Removes the first occurrence of each stripped character, then tidies the spaces a removal leaves behind. */
export function stripFirstOccurrences(value: string): string {
  let result = value;
  for (const character of STRIPPED_CHARACTERS) {
    const at = result.indexOf(character);
    if (at >= 0) result = result.slice(0, at) + result.slice(at + 1);
  }
  return result.replace(/\s+/g, ' ').trim();
}

/** One looked-up field as it goes into the form. */
export function sanitiseAddressField(key: string, value: string): string {
  const stripped = stripFirstOccurrences(value);
  return key === POSTCODE_KEY ? stripped.replace(/\s+/g, '') : stripped;
}

/**
 * The form patch for a chosen address: provider key → form path (from the widget's props), each value
 * sanitised, except the keys listed in keepAsIs (only trimmed), e.g. a Province that must match a list.
 */
export function addressPatch(item: AddressItem, fields: Readonly<Record<string, string>>, keepAsIs: readonly string[] = []): Record<string, string> {
  const patch: Record<string, string> = {};
  for (const [key, path] of Object.entries(fields)) {
    const raw = typeof item[key] === 'string' ? item[key] : '';
    patch[path] = keepAsIs.includes(key) ? raw.trim() : sanitiseAddressField(key, raw);
  }
  return patch;
}

/** The answer of the lookup source as address items; anything else is ignored. */
export function addressItemsOf(answer: unknown): AddressItem[] {
  if (!Array.isArray(answer)) return [];
  return answer
    .filter((item): item is Record<string, unknown> => Boolean(item) && typeof item === 'object')
    .map((item) => Object.fromEntries(Object.entries(item).filter(([, v]) => typeof v === 'string')) as AddressItem);
}

/** How an address is shown in the list of results (the provider's text, not sanitised). */
export function addressLabel(item: AddressItem): string {
  return [item.Line1, item.Line2, item.City, item.PostalCode].filter((part) => part && part.trim()).join(', ');
}
