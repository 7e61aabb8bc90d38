import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { DefinitionError } from '../definitions/types';

/**
 * The folders a package is made of, base first: `promotion.json` `"extends": "<sibling folder>"` starts a package
 * from another one (recursively). A missing base or a cycle is reported against the promotion.json naming it.
 */
export function packageLayers(dir: string, fileOf: (absolute: string) => string): { layers: string[]; errors: DefinitionError[] } {
  const layers: string[] = [];
  const errors: DefinitionError[] = [];
  let current: string | undefined = path.resolve(dir);
  while (current) {
    if (layers.includes(current)) {
      errors.push({ file: fileOf(path.join(layers[0], 'promotion.json')), pointer: '/extends', message: `extends itself through ${layers.map((l) => path.basename(l)).join(' -> ')}` });
      break;
    }
    layers.unshift(current);
    current = baseOf(current, fileOf, errors);
  }
  return { layers, errors };
}

function baseOf(dir: string, fileOf: (absolute: string) => string, errors: DefinitionError[]): string | undefined {
  const file = path.join(dir, 'promotion.json');
  let base: unknown;
  try {
    base = (JSON.parse(readFileSync(file, 'utf8')) as { extends?: unknown }).extends;
  } catch {
    return undefined; // reported by the loader
  }
  if (base === undefined) return undefined;
  if (typeof base !== 'string' || !/^(\.\.\/)*[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/.test(base)) {
    errors.push({ file: fileOf(file), pointer: '/extends', message: 'must name a package folder beside this one (or a relative path to one)' });
    return undefined;
  }
  const absolute = path.resolve(path.dirname(dir), base);
  if (!existsSync(path.join(absolute, 'promotion.json'))) {
    errors.push({ file: fileOf(file), pointer: '/extends', message: `no package "${base}" (with a promotion.json) there` });
    return undefined;
  }
  return absolute;
}
