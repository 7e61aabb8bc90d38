/** An entry of a data source list such as qualifying products or resellers. */
export interface NamedItem {
  id: string | number;
  name: string;
}

/** The spec's limit on options in one select. */
export const MAX_OPTIONS = 1000;

export function sortByName<T extends NamedItem>(items: readonly T[], locale: string): T[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  return [...items].sort((a, b) => collator.compare(a.name, b.name));
}

export function linesOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}
