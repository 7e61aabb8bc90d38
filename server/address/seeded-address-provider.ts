import type { AddressItem, AddressProvider } from './address-provider';

/** The seed data file: `{ "<country>": AddressItem[] }` (keys starting with `$` are comments). */

const FIELDS = ['Line1', 'Line2', 'City', 'Province', 'PostalCode'] as const;

/** Lower case, accents removed (é → e, ß → ss), anything but letters and digits turned into a space. */
export function normaliseForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/æ/g, 'ae')
    .replace(/œ/g, 'oe')
    .replace(/ø/g, 'o')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The words of a search text, normalised. */
export function searchWords(query: string): string[] {
  return normaliseForSearch(query).split(' ').filter(Boolean);
}

interface IndexedAddress {
  item: AddressItem;
  /** Normalised words of Line1, Line2 and City, the postcode without spaces and each part of the postcode. */
  tokens: string[];
}

function indexAddress(item: AddressItem): IndexedAddress {
  const words = [item.Line1, item.Line2, item.City].flatMap(searchWords);
  const postcodeParts = searchWords(item.PostalCode);
  return { item, tokens: [...words, postcodeParts.join(''), ...postcodeParts] };
}

/** Checks a package's demo addresses (catalogue.json demoAddresses); broken ones stop start-up with every problem listed. */
export function parseDemoAddresses(demoAddresses: unknown, file: string): Record<string, AddressItem[]> {
  const raw = (demoAddresses ?? {}) as Record<string, unknown>;
  const problems: string[] = [];
  const byCountry: Record<string, AddressItem[]> = {};
  for (const [country, list] of Object.entries(raw)) {
    if (country.startsWith('$')) continue;
    if (!/^[A-Z]{2}$/.test(country)) problems.push(`${country}: not an ISO 3166-1 alpha-2 code`);
    if (!Array.isArray(list)) {
      problems.push(`${country}: not a list`);
      continue;
    }
    byCountry[country] = list.map((entry, i) => {
      const item = entry as Record<string, unknown>;
      for (const field of FIELDS) {
        const value = item?.[field];
        if (typeof value !== 'string' || value.length > 100 || (field !== 'Line2' && !value.trim())) problems.push(`${country}[${i}].${field}: must be a string of 1..100 characters${field === 'Line2' ? ' (or empty)' : ''}`);
      }
      const extra = Object.keys(item ?? {}).filter((key) => !(FIELDS as readonly string[]).includes(key));
      if (extra.length) problems.push(`${country}[${i}]: unknown fields ${extra.join(', ')}`);
      return Object.fromEntries(FIELDS.map((field) => [field, String(item?.[field] ?? '')])) as unknown as AddressItem;
    });
  }
  if (problems.length) throw new Error(`Invalid demo addresses in ${file}:\n  - ${problems.join('\n  - ')}`);
  return byCountry;
}

/**
 * ADDRESS_PROVIDER=seeded: searches a package's demo addresses (catalogue.json demoAddresses). Every word of the query must occur,
 * case- and accent-insensitively, in Line1, Line2, City or PostalCode: as the start of one of their words (so
 * "bak" finds Baker Street while "14" does not find postcode OX1 4AH), the postcode also compared without
 * spaces ("sw1a2aa", "SW1A 2AA", "SW1A" and "2AA" all find SW1A 2AA). Answers in file order.
 */
export function createSeededAddressProvider(addresses: Record<string, AddressItem[]>): AddressProvider {
  const index = new Map(Object.entries(addresses).map(([country, items]) => [country, items.map(indexAddress)]));
  return {
    name: 'seeded',
    async search(country, query) {
      const words = searchWords(query);
      const candidates = index.get(country) ?? [];
      if (!words.length) return [];
      return candidates
        .filter(({ tokens }) => words.every((word) => tokens.some((token) => token.startsWith(word))))
        .map(({ item }) => ({ ...item }));
    },
  };
}
