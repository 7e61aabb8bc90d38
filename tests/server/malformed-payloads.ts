import fc from 'fast-check';

type Json = unknown;
type Path = Array<string | number>;

/** Every node of a JSON value, as a path from the root (the root itself is []). */
export function nodePaths(value: Json, prefix: Path = []): Path[] {
  const out: Path[] = [prefix];
  if (Array.isArray(value)) value.forEach((v, i) => out.push(...nodePaths(v, [...prefix, i])));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) out.push(...nodePaths(v, [...prefix, k]));
  return out;
}

function edit(value: Json, path: Path, change: (parent: any, key: string | number) => void): Json {
  const copy = structuredClone(value) as any;
  if (!path.length) return copy;
  const parent = path.slice(0, -1).reduce((node: any, key) => node[key], copy);
  change(parent, path[path.length - 1]);
  return copy;
}

const at = (value: Json, path: Path) => path.reduce((node: any, key) => node?.[key], value as any);

/**
 * Payloads near a valid body that the contract refuses (checked with `isValid`): a node replaced by any JSON
 * value, removed, given an unexpected property, or turned into an oversized string; or no object at all.
 */
export function malformedBodies(valid: Json, isValid: (body: unknown) => boolean): fc.Arbitrary<Json> {
  const paths = nodePaths(valid);
  const leafOrNode = fc.constantFrom(...paths);
  const innerPath = fc.constantFrom(...paths.filter((p) => p.length > 0));
  const objectPath = fc.constantFrom(...paths.filter((p) => { const n = at(valid, p); return n && typeof n === 'object' && !Array.isArray(n); }));
  return fc
    .oneof(
      fc.jsonValue().filter((v) => v === null || typeof v !== 'object' || Array.isArray(v)),
      fc.tuple(innerPath, fc.jsonValue()).map(([p, v]) => edit(valid, p, (parent, key) => (parent[key] = v))),
      innerPath.map((p) => edit(valid, p, (parent, key) => (Array.isArray(parent) ? parent.splice(Number(key), 1) : delete parent[key]))),
      fc.tuple(objectPath, fc.string({ minLength: 1, maxLength: 20 }), fc.jsonValue()).map(([p, key, v]) => {
        const copy = structuredClone(valid) as any;
        const target = p.length ? at(copy, p) : copy;
        if (!(key in target)) Object.defineProperty(target, key, { value: v, enumerable: true, writable: true, configurable: true });
        return copy;
      }),
      fc.tuple(leafOrNode.filter((p) => p.length > 0), fc.integer({ min: 1_001, max: 20_000 })).map(([p, n]) => edit(valid, p, (parent, key) => (parent[key] = 'x'.repeat(n)))),
    )
    .filter((body) => !isValid(body));
}

/** Text that is not JSON at all, sent as application/json. */
export const unreadableJson = fc.string({ minLength: 1, maxLength: 200 }).filter((text) => {
  try {
    JSON.parse(text);
    return false;
  } catch {
    return true;
  }
});

/** Bytes that are none of png, jpeg or pdf (by their first bytes). */
export const notAnAcceptedFile = fc.uint8Array({ minLength: 1, maxLength: 2000 }).map((bytes) => Buffer.from(bytes)).filter((b) => {
  const head = b.subarray(0, 8).toString('latin1');
  return !head.startsWith('\x89PNG') && !head.startsWith('\xff\xd8\xff') && !head.includes('%PDF');
});
