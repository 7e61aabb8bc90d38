import { pointerParts } from './fieldIds';

/** The value at a JSON pointer (undefined when absent). */
export function valueAt(root: unknown, pointer: string): unknown {
  return pointerParts(pointer).reduce<unknown>((at, key) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined), root);
}

/** Sets the value at a JSON pointer in place (the caller gave a copy); objects are made on the way. */
export function setAt<T>(root: T, pointer: string, value: unknown): T {
  const parts = pointerParts(pointer);
  let at = root as Record<string, unknown>;
  parts.slice(0, -1).forEach((key) => {
    if (!at[key] || typeof at[key] !== 'object') at[key] = {};
    at = at[key] as Record<string, unknown>;
  });
  const last = parts.at(-1)!;
  if (value === undefined) delete at[last];
  else at[last] = value;
  return root;
}
