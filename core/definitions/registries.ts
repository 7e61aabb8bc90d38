import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { ResolvedOptions } from './paths';
import type { ValidationSchemas } from '../validation/validationSchemas';

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

/** Widget folders are named like block types (PascalCase); helpers such as _shared are not widgets. */
export function widgetNames(dir: string): Set<string> {
  const folders = list(dir).filter((f) => /^[A-Z][A-Za-z0-9]*$/.test(f) && statSync(path.join(dir, f)).isDirectory());
  return new Set([...BUILT_IN_WIDGETS, ...folders]);
}

export function knownNames(options: ResolvedOptions, schemas: ValidationSchemas): KnownNames {
  return {
    widgets: widgetNames(options.widgetsDir),
    actions: moduleNames(options.actionsDir),
    sources: moduleNames(options.sourcesDir),
    validations: new Set(schemas.keys()),
  };
}
