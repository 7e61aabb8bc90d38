import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import standaloneCode from 'ajv/dist/standalone';
import { collectMessages, type MessageMap } from './collectMessages';
import { createValidationAjv } from './validationAjv';

export interface CompiledValidationModules {
  names: string[];
  /** ESM module, one export per schema name. */
  validatorsJs: string;
  validatorsDts: string;
  indexTs: string;
  messages: Record<string, MessageMap>;
}

const HEADER = '// generated — do not edit. Source: schemas/validation/*.schema.json; run `npm run generate:validation`.\n';
/** Things standalone output must never contain (the browser runs no generated or required code). */
export const FORBIDDEN = [/\bFunction\(/, /\beval\(/, /\brequire\(/];

/** Compiles every <name>.schema.json of `dir` to standalone modules. */
export function compileValidation(dir: string): CompiledValidationModules {
  const ajv = createValidationAjv();
  const names = readdirSync(dir)
    .filter((f) => f.endsWith('.schema.json'))
    .sort()
    .map((f) => f.slice(0, -'.schema.json'.length));
  const messages: Record<string, MessageMap> = {};
  const refs: Record<string, string> = {};
  for (const name of names) {
    if (!/^[A-Za-z_$][\w$]*$/.test(name)) throw new Error(`validation schema name "${name}" is not an identifier`);
    const schema = JSON.parse(readFileSync(path.join(dir, `${name}.schema.json`), 'utf8'));
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
  return { names, validatorsJs, validatorsDts, indexTs, messages };
}
