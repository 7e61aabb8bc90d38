/**
 * Intl objects, made once per locale: constructing one loads its locale data (about 3 ms each on a slow phone),
 * and a field renders twice as its step starts (hydrating, then with the draft).
 */
const collators = new Map<string, Intl.Collator>();
const regionNames = new Map<string, Intl.DisplayNames>();

/** Compares names in the locale's order, ignoring case and accents. */
export function nameCollator(locale: string): Intl.Collator {
  let collator = collators.get(locale);
  if (!collator) collators.set(locale, (collator = new Intl.Collator(locale, { sensitivity: 'base' })));
  return collator;
}

/** Countries' names in the locale's language. */
export function regionNamesOf(locale: string): Intl.DisplayNames {
  let names = regionNames.get(locale);
  if (!names) regionNames.set(locale, (names = new Intl.DisplayNames([locale], { type: 'region' })));
  return names;
}
