/** Dotted paths into form values: "items.0.productImei". */

export function getPath(values: unknown, path: string): unknown {
  let current: unknown = values;
  for (const segment of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

/** Returns a copy of values with the path set; arrays stay arrays. */
export function setPath<T>(values: T, path: string, value: unknown): T {
  const [head, ...rest] = path.split('.');
  const container: any = Array.isArray(values) ? [...values] : { ...(values as object) };
  container[head] = rest.length === 0 ? value : setPath(container[head] ?? (/^\d+$/.test(rest[0]) ? [] : {}), rest.join('.'), value);
  return container;
}

/** DOM id of a field: error summary links point here. */
export function fieldId(path: string): string {
  return `field-${path.replace(/\./g, '-')}`;
}

/** Whether an error at errorPath belongs to the field at fieldPath (itself or below it). */
export function isWithin(errorPath: string | undefined, fieldPath: string): boolean {
  return errorPath !== undefined && (errorPath === fieldPath || errorPath.startsWith(`${fieldPath}.`));
}
