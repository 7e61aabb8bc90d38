import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import standaloneCode from 'ajv/dist/standalone';
import { collectMessages, type MessageMap } from '../../validation/collectMessages';
import { createValidationAjv } from '../../validation/validationAjv';
import type { ValidationSchemas } from './validationSchemas';

export interface CompiledValidationModules {
  names: string[];
  /** ESM module, one export per schema name. */
  validatorsJs: string;
  validatorsDts: string;
  indexTs: string;
  messages: Record<string, MessageMap>;
  /** ESM module of the validators plus `messages` (schema name -> message map), served to a package's pages. */
  browserModuleJs: string;
}

const HEADER = '// generated — do not edit. Source: schemas/validation/*.schema.json; run `npm run generate:validation`.\n';
/** Things standalone output must never contain (the browser runs no generated or required code). */
export const FORBIDDEN = [/\bFunction\(/, /\beval\(/, /\brequire\(/];

/**
 * Compiles every <name>.schema.json of `dirs` to standalone modules; a schema in a later folder (a package's
 * validation/) replaces the one of the same name in an earlier one (the shared schemas/validation/).
 */
export function compileValidation(source: string | readonly string[] | ValidationSchemas): CompiledValidationModules {
  const ajv = createValidationAjv();
  const schemas = source instanceof Map ? source : schemasIn(typeof source === 'string' ? [source] : source);
  const names = [...schemas.keys()].sort();
  const messages: Record<string, MessageMap> = {};
  const refs: Record<string, string> = {};
  for (const name of names) {
    if (!/^[A-Za-z_$][\w$]*$/.test(name)) throw new Error(`validation schema name "${name}" is not an identifier`);
    const { schema, file, unreadable } = schemas.get(name) as { schema: Record<string, unknown>; file: string; unreadable?: string };
    if (unreadable) throw new Error(`${file}: ${unreadable}`);
    ajv.addSchema(schema, name);
    refs[name] = name;
    messages[name] = collectMessages(schema);
  }
  const validatorsJs = `${HEADER}${standaloneCode(ajv, refs)}\n`;
  for (const re of FORBIDDEN) if (re.test(validatorsJs)) throw new Error(`standalone validation code contains ${re}`);

  const validatorsDts =
    `${HEADER}import type { CompiledValidator } from '../../engine/contract';\n\n` +
    names.map((n) => `export declare const ${n}: CompiledValidator['validate'];\n`).join('');
  const indexTs =
    `${HEADER}import type { ValidatorRegistry } from '../../engine/contract';\n` +
    `import * as compiled from './validators.js';\n\n` +
    `export const validators: ValidatorRegistry = {\n` +
    names.map((n) => `  ${n}: { validate: compiled.${n}, messages: ${JSON.stringify(messages[n])} },\n`).join('') +
    `};\n`;
  // What the server serves a package's pages: the validators and their message aliases in one module.
  const browserModuleJs = `${validatorsJs}export const messages = ${JSON.stringify(messages)};\n`;
  return { names, validatorsJs, validatorsDts, indexTs, messages, browserModuleJs };
}

/** The schemas of folders (the build's shared ones), a later folder's replacing an earlier one's of the same name. */
function schemasIn(dirs: readonly string[]): ValidationSchemas {
  const schemas: ValidationSchemas = new Map();
  for (const dir of dirs) {
    if (!existsSync(dir)) continue;
    for (const f of readdirSync(dir).filter((f) => f.endsWith('.schema.json')))
      schemas.set(f.slice(0, -'.schema.json'.length), { schema: JSON.parse(readFileSync(path.join(dir, f), 'utf8')), file: path.join(dir, f) });
  }
  return schemas;
}
