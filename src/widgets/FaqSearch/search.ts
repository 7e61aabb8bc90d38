/**
 * FAQ search: an entry matches when every word of the query occurs in its question or answer, ignoring case and
 * accents (NFD, combining marks stripped), so "recompense" finds "récompense" and "uber" finds "über".
 */
export function foldText(text: string, locale?: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase(locale)
    .replace(/\s+/g, ' ')
    .trim();
}

/** Answer wording may hold markup: only its words count. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&[a-z]+;|&#\d+;/g, ' ');
}

export interface FaqEntry {
  /** 1-based position in the full list: the entry's address is #faq-<n>. */
  n: number;
  question: string;
  answer: string;
}

/** The numbers of the entries that match the query (all of them for an empty query). */
export function matchingEntries(entries: readonly FaqEntry[], query: string, locale?: string): Set<number> {
  const words = foldText(query, locale).split(' ').filter(Boolean);
  const matches = new Set<number>();
  for (const entry of entries) {
    const haystack = foldText(`${entry.question} ${plainText(entry.answer)}`, locale);
    if (words.every((word) => haystack.includes(word))) matches.add(entry.n);
  }
  return matches;
}

/** "#faq-3" → 3; anything else → undefined. */
export function faqNumberOf(hash: string): number | undefined {
  const match = /^#faq-(\d+)$/.exec(hash);
  return match ? Number(match[1]) : undefined;
}
