import type { ErrorObject } from 'ajv';
import type { DefinitionError } from './types';

/** A readable message for one ajv error. */
export function describeAjvError(e: ErrorObject): string {
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'required':
      return `missing required property "${p.missingProperty}"`;
    case 'additionalProperties':
      return `unknown property "${p.additionalProperty}"`;
    case 'enum':
      return `must be one of ${(p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
    case 'const':
      return `must be ${JSON.stringify(p.allowedValue)}`;
    case 'pattern': {
      // A schema node may say in words what its pattern means (validators compiled with verbose: true).
      const own = (e.parentSchema as Record<string, unknown> | undefined)?.['x-message'];
      return typeof own === 'string' ? own : (e.message ?? 'fails "pattern"');
    }
    case 'propertyNames':
      return `property name "${p.propertyName}" is invalid`;
    default:
      return e.message ?? `fails "${e.keyword}"`;
  }
}

/** Maps ajv errors to definition errors under `basePointer`, dropping noise (if/then wrappers, duplicates). */
export function toDefinitionErrors(
  file: string,
  errors: ErrorObject[] | null | undefined,
  basePointer = '',
  prefix = '',
): DefinitionError[] {
  const out: DefinitionError[] = [];
  const seen = new Set<string>();
  for (const e of errors ?? []) {
    if (e.keyword === 'if') continue;
    const error = { file, pointer: basePointer + e.instancePath, message: prefix + describeAjvError(e) };
    const key = `${error.pointer}\0${error.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(error);
  }
  return out;
}
