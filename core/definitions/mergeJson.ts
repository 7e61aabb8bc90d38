import { pointerJoin } from './pointer';

/** Where each overridden value of a merged file came from: JSON pointer prefix -> repo-relative file. */
export type Provenance = Array<{ pointer: string; file: string }>;

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/**
 * An overlay over a base, key by key: objects merge, arrays and scalars replace. Every value the overlay set is
 * recorded in `provenance` at its pointer, so an error inside it names the overlay's file.
 */
export function mergeJson(base: unknown, overlay: unknown, overlayFile: string, provenance: Provenance, pointer = ''): unknown {
  if (!isObject(base) || !isObject(overlay)) {
    provenance.push({ pointer, file: overlayFile });
    return overlay;
  }
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(overlay)) {
    merged[key] = key in base ? mergeJson(base[key], value, overlayFile, provenance, pointerJoin(pointer, key)) : record(value, overlayFile, provenance, pointerJoin(pointer, key));
  }
  return merged;
}

function record(value: unknown, file: string, provenance: Provenance, pointer: string): unknown {
  provenance.push({ pointer, file });
  return value;
}

/** The file a pointer's value came from: the overlay that set the longest prefix of it, else `fallback`. */
export function fileOfPointer(provenance: Provenance | undefined, pointer: string, fallback: string): string {
  let best: { pointer: string; file: string } | undefined;
  for (const entry of provenance ?? []) {
    const covers = pointer === entry.pointer || pointer.startsWith(`${entry.pointer}/`) || entry.pointer === '';
    if (covers && (!best || entry.pointer.length > best.pointer.length)) best = entry;
  }
  return best?.file ?? fallback;
}
