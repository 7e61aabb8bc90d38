import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../definitions/paths';
import { describeParseError } from '../../definitions/readJson';
import type { PromotionPackage } from '../package/promotionPackage';

/** A validation schema by its name (`<name>.schema.json`), with the file errors name (and why it could not be read). */
export type ValidationSchemas = Map<string, { schema: unknown; file: string; unreadable?: string }>;

const SUFFIX = '.schema.json';
/** A package's own validation schema: validation/<name>.schema.json. */
const OWN_SCHEMA = /^validation\/[^/]+\.schema\.json$/;
const shared = new Map<string, ValidationSchemas>();

/** The shared schemas every package validates with (schemas/validation/, the repository's own: read once). */
function sharedValidationSchemas(dir = path.join(repoRoot, 'schemas/validation'), rootDir = repoRoot): ValidationSchemas {
  let schemas = shared.get(`${rootDir}|${dir}`);
  if (!schemas) {
    schemas = new Map();
    if (existsSync(dir))
      for (const name of readdirSync(dir).filter((f) => f.endsWith(SUFFIX)).sort()) {
        const text = readFileSync(path.join(dir, name), 'utf8');
        const file = path.relative(rootDir, path.join(dir, name)).split(path.sep).join('/');
        try {
          schemas.set(name.slice(0, -SUFFIX.length), { schema: JSON.parse(text), file });
        } catch (error) {
          schemas.set(name.slice(0, -SUFFIX.length), { schema: undefined, file, unreadable: describeParseError(text, error) });
        }
      }
    shared.set(`${rootDir}|${dir}`, schemas);
  }
  return schemas;
}

/** A package's validation: the shared schemas, a package's own (validation/<name>.schema.json) replacing one of the same name. */
export function validationSchemasOf(pkg: PromotionPackage, sharedDir?: string, rootDir?: string): ValidationSchemas {
  const schemas: ValidationSchemas = new Map(sharedValidationSchemas(sharedDir, rootDir));
  for (const [file, schema] of Object.entries(pkg.files))
    if (OWN_SCHEMA.test(file)) schemas.set(file.slice('validation/'.length, -SUFFIX.length), { schema, file: pkg.fileNames[file] ?? file });
  return schemas;
}

/** Whether a package brings schemas of its own (else the shared module, compiled at build time, is what its pages load). */
export const hasOwnValidation = (pkg: PromotionPackage) => Object.keys(pkg.files).some((file) => OWN_SCHEMA.test(file));
