import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CheckOptions } from '../../definitions/types';

/** The repository root (three levels above core/node/definitions/). */
export const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** Where the checker finds the plug-ins' names (widgets, actions, sources) and the shared validation schemas. */
export type ResolvedOptions = Required<Omit<CheckOptions, 'contentDir'>>;

export function resolveOptions(options: CheckOptions = {}): ResolvedOptions {
  const rootDir = path.resolve(options.rootDir ?? repoRoot);
  const at = (dir: string | undefined, fallback: string) => path.resolve(rootDir, dir ?? fallback);
  return {
    rootDir,
    widgetsDir: at(options.widgetsDir, 'src/widgets'),
    actionsDir: at(options.actionsDir, 'core/actions'),
    sourcesDir: at(options.sourcesDir, 'core/sources'),
    validationDir: at(options.validationDir, 'schemas/validation'),
  };
}

/** Repo-relative, forward slashes. */
export function relativeFile(rootDir: string, absolute: string): string {
  return path.relative(rootDir, absolute).split(path.sep).join('/');
}
