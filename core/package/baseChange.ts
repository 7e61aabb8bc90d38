import type { PackageFiles } from './packageLayer';

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/** Deep equality of JSON values (object keys in any order). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => sameJson(item, b[i]));
  if (!isObject(a) || !isObject(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => key in b && sameJson(a[key], b[key]));
}

/**
 * A base's change carried into a value of a package that extends it: where the package has what the base had (it
 * inherits the value), it takes what the base has now; where it has its own (it overrides), it keeps it. Objects are
 * followed key by key, arrays and scalars are one value each, as `extends` merges them (core/definitions/mergeJson.ts).
 * `undefined` is "no such key".
 */
function carried(before: unknown, after: unknown, own: unknown): unknown {
  if (sameJson(before, after)) return own;
  if (sameJson(own, before)) return after;
  if (!isObject(before) || !isObject(after) || !isObject(own)) return own;
  const out: Record<string, unknown> = { ...own };
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const value = carried(before[key], after[key], own[key]);
    if (value === undefined) delete out[key];
    else out[key] = value;
  }
  return out;
}

/**
 * The files of a package that extends a base (directly or through another base), with the base's change from
 * `before` to `after` carried in: every value it inherits follows the base, every value it sets itself stays (see
 * `carried`). A file the base adds is added unless the package has its own; a file the base drops goes unless the
 * package changed it. The result is the package as its folder would read once the base's folder were changed so.
 */
export function withBaseChange(before: PackageFiles, after: PackageFiles, files: PackageFiles): PackageFiles {
  const out: PackageFiles = { ...files };
  for (const file of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const value = carried(before[file], after[file], files[file]);
    if (value === undefined) delete out[file];
    else out[file] = value;
  }
  return out;
}
