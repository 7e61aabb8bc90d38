/** How deep the JSON the studio accepts may nest: a package file nests about 10 levels; 64 leaves room. */
export const MAX_JSON_DEPTH = 64;

const escapeToken = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * The JSON pointer of the first value nested deeper than `limit` levels, or undefined. Walks without recursion, so
 * a body nested 100,000 deep is answered, not a stack overflow.
 */
export function tooDeepPointer(value: unknown, limit = MAX_JSON_DEPTH): string | undefined {
  const stack: Array<{ value: unknown; pointer: string; depth: number }> = [{ value, pointer: '', depth: 0 }];
  while (stack.length) {
    const { value: at, pointer, depth } = stack.pop()!;
    if (!at || typeof at !== 'object') continue;
    if (depth >= limit) return pointer || '/';
    for (const [key, child] of Object.entries(at)) if (child && typeof child === 'object') stack.push({ value: child, pointer: `${pointer}/${escapeToken(key)}`, depth: depth + 1 });
  }
  return undefined;
}
