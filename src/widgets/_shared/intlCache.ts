/**
 * Intl objects, made once per locale: the first construction loads its locale data (a collator 10-25 ms here, 40-100
 * ms on a slow phone; region names about 10 ms), and a field renders twice as its step starts (hydrating, then with
 * the draft). Where a page can do without one as it starts, it does (namedItems.ts, the phone field's country).
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
