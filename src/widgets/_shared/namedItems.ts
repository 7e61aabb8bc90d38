import { nameCollator } from './intlCache';

/** An entry of a data source list such as qualifying products or resellers. */
export interface NamedItem {
  id: string | number;
  name: string;
}

/** Entries sorted by name in the locale's order, ignoring case and accents ('amazon' before 'Argos'). */
export function sortByName<T extends NamedItem>(items: readonly T[], locale: string): T[] {
  const compare = ASCII_ORDER_HOLDS.has(locale.split('-')[0].toLowerCase()) && items.every((item) => PRINTABLE_ASCII.test(item.name)) ? compareAscii : nameCollator(locale).compare;
  return [...items].sort((a, b) => compare(a.name, b.name));
}

/**
 * Printable ASCII in the Unicode collation's root order, letters regardless of case: what Intl.Collator (base
 * sensitivity) answers for names made of these alone in the languages below, which tailor none of them (checked
 * against Intl in tests/unit/widgets/namedItems.test.ts). Such names are sorted without a collator, whose first
 * construction takes a slow phone 40-100 ms as a step or page with a list starts.
 */
const ROOT_ORDER = ' _-,;:!?.\'"()[]{}@*/\\&#%`^+<=>|~$0123456789abcdefghijklmnopqrstuvwxyz';
const ASCII_ORDER_HOLDS = new Set(['en', 'de', 'fr', 'it', 'nl', 'pt', 'es']);
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
const RANK = new Uint8Array(128);
for (const [rank, char] of [...ROOT_ORDER].entries()) {
  RANK[char.charCodeAt(0)] = rank;
  RANK[char.toUpperCase().charCodeAt(0)] = rank;
}

function compareAscii(a: string, b: string): number {
  const shorter = Math.min(a.length, b.length);
  for (let i = 0; i < shorter; i++) {
    const difference = RANK[a.charCodeAt(i)] - RANK[b.charCodeAt(i)];
    if (difference !== 0) return difference;
  }
  return a.length - b.length;
}

/** The non-empty lines of a newline-separated content list. */
export function linesOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** Only well-formed entries: a source answering something else shows an empty table, never a crash. */
export function namedItems(data: unknown): NamedItem[] {
  if (!Array.isArray(data)) return [];
  return data.filter(
    (item): item is NamedItem =>
      !!item && typeof item === 'object' && typeof (item as NamedItem).name === 'string' && ['string', 'number'].includes(typeof (item as NamedItem).id),
  );
}
