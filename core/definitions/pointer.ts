/** Appends one segment to a JSON pointer, escaping ~ and /. */
export function pointerJoin(pointer: string, segment: string | number): string {
  return `${pointer}/${String(segment).replace(/~/g, '~0').replace(/\//g, '~1')}`;
}
