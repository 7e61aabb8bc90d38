import { nameCollator } from './intlCache';

/** An entry of a data source list such as qualifying products or resellers. */
export interface NamedItem {
  id: string | number;
  name: string;
}

/** Entries sorted by name in the locale's order, ignoring case and accents ('amazon' before 'Argos'). */
export function sortByName<T extends NamedItem>(items: readonly T[], locale: string): T[] {
  const collator = nameCollator(locale);
  return [...items].sort((a, b) => collator.compare(a.name, b.name));
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
