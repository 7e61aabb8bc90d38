import { existsSync, readdirSync } from 'node:fs';
import type { ResolvedOptions } from './paths';
import type { ValidationSchemas } from '../validation/validationSchemas';
import { manifestsByType } from '../manifests/loadManifests';

/** The names cross-references may use, read from the plug-in folders. */
export interface KnownNames {
  widgets: Set<string>;
  actions: Set<string>;
  sources: Set<string>;
  validations: Set<string>;
}

/** Built-in block types the engine renders itself. */
export const BUILT_IN_WIDGETS = ['Form'];

const list = (dir: string) => (existsSync(dir) ? readdirSync(dir) : []);

/** Basenames of *.ts modules, leaving out index, tests and declarations. */
export function moduleNames(dir: string): Set<string> {
  return new Set(
    list(dir)
      .filter((f) => f.endsWith('.ts') && !/\.(test|spec|d)\.ts$/.test(f))
      .map((f) => f.slice(0, -3))
      .filter((name) => name !== 'index'),
  );
}

/** Widget types are the folders with a valid manifest (checkWidgetManifests reports the others). */
export async function knownNames(options: ResolvedOptions, schemas: ValidationSchemas): Promise<KnownNames> {
  return {
    widgets: new Set([...BUILT_IN_WIDGETS, ...(await manifestsByType(options.widgetsDir)).keys()]),
    actions: moduleNames(options.actionsDir),
    sources: moduleNames(options.sourcesDir),
    validations: new Set(schemas.keys()),
  };
}
