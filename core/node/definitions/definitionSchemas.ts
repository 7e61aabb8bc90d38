import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import type { ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { repoRoot } from './paths';

export type DefinitionKind = 'promotion' | 'page' | 'flow' | 'step' | 'layout' | 'catalogue';

let validators: Record<DefinitionKind, ValidateFunction> | undefined;

function readSchema(name: string): { $id: string } & Record<string, unknown> {
  return JSON.parse(readFileSync(path.join(repoRoot, 'schemas/definition', name), 'utf8'));
}

/** Validators of the definition language, one per file kind (compiled once). */
export function definitionValidators(): Record<DefinitionKind, ValidateFunction> {
  if (validators) return validators;
  // verbose: errors carry their schema node, so a pattern can name its own message ("x-message").
  const ajv = new Ajv2020({ allErrors: true, strict: false, verbose: true });
  addFormats(ajv);
  const promotion = readSchema('promotion-config.schema.json');
  const page = readSchema('page-definition.schema.json');
  const catalogue = readSchema('catalogue.schema.json');
  ajv.addSchema(promotion).addSchema(page).addSchema(catalogue);
  const def = (name: string) => {
    const fn = ajv.getSchema(`${page.$id}#/$defs/${name}`);
    if (!fn) throw new Error(`page-definition schema has no $defs/${name}`);
    return fn;
  };
  validators = {
    promotion: ajv.getSchema(promotion.$id)!,
    page: def('page'),
    flow: def('flow'),
    step: def('step'),
    layout: def('layout'),
    catalogue: ajv.getSchema(catalogue.$id)!,
  };
  return validators;
}
