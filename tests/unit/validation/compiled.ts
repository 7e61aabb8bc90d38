/** Compiles schemas/validation/ in memory (as the build does) and imports the standalone module. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CompiledValidator, ValidatorRegistry } from '../../../src/engine/contract';
import { compileValidation } from '../../../core/node/validation/compileValidation';
import { repoRoot } from '../../../core/node/definitions/index';

export async function compileRegistry(): Promise<{ source: string; validators: ValidatorRegistry }> {
  const out = compileValidation(path.join(repoRoot, 'schemas/validation'));
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'validators-')), 'validators.mjs');
  writeFileSync(file, out.validatorsJs);
  const module = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as Record<string, CompiledValidator['validate']>;
  const validators: Record<string, CompiledValidator> = {};
  for (const name of out.names) validators[name] = { validate: module[name], messages: out.messages[name] };
  return { source: out.validatorsJs, validators };
}
