/** The wording aliases a definition names: any string in it, at any depth, that is one of `known`. */
export function aliasesIn(value: unknown, known: ReadonlySet<string>, into = new Set<string>()): Set<string> {
  if (typeof value === 'string' && known.has(value)) into.add(value);
  else if (Array.isArray(value)) value.forEach((item) => aliasesIn(item, known, into));
  else if (value && typeof value === 'object') Object.values(value).forEach((item) => aliasesIn(item, known, into));
  return into;
}
