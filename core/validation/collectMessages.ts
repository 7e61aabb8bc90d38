/** Field path (array indices as *) → keyword → alias, read from `messages` annotations. */
export type MessageMap = Record<string, Record<string, string>>;

const SAME_PATH = ['allOf', 'anyOf', 'oneOf'] as const;
const SAME_PATH_ONE = ['if', 'then', 'else', 'not'] as const;

/** Walks properties/items (and allOf/anyOf/oneOf/if/then/else at the same path) collecting `messages`. */
export function collectMessages(schema: unknown, path = '', into: MessageMap = {}): MessageMap {
  if (!schema || typeof schema !== 'object') return into;
  const s = schema as Record<string, unknown>;
  if (s.messages && typeof s.messages === 'object') into[path] = { ...into[path], ...(s.messages as Record<string, string>) };
  const child = (segment: string) => (path ? `${path}.${segment}` : segment);
  if (s.properties && typeof s.properties === 'object')
    for (const [name, sub] of Object.entries(s.properties)) collectMessages(sub, child(name), into);
  if (s.items && typeof s.items === 'object') collectMessages(s.items, child('*'), into);
  for (const key of SAME_PATH) if (Array.isArray(s[key])) (s[key] as unknown[]).forEach((sub) => collectMessages(sub, path, into));
  for (const key of SAME_PATH_ONE) collectMessages(s[key], path, into);
  return into;
}
