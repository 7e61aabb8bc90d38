import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CheckOptions } from './types';

/** The repository root (two levels above tooling/definitions/). */
export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export type ResolvedOptions = Required<CheckOptions>;

export function resolveOptions(definitionsDir: string, options: CheckOptions = {}): ResolvedOptions {
  const rootDir = path.resolve(options.rootDir ?? repoRoot);
  const at = (dir: string | undefined, fallback: string) => path.resolve(rootDir, dir ?? fallback);
  const localContent = path.resolve(rootDir, definitionsDir, 'content');
  return {
    rootDir,
    widgetsDir: at(options.widgetsDir, 'src/widgets'),
    actionsDir: at(options.actionsDir, 'src/actions'),
    sourcesDir: at(options.sourcesDir, 'src/sources'),
    validationDir: at(options.validationDir, 'schemas/validation'),
    contentDir: at(options.contentDir, existsSync(localContent) ? localContent : 'content'),
    imagesDir: at(options.imagesDir, path.resolve(rootDir, definitionsDir, 'images')),
  };
}

/** Repo-relative, forward slashes. */
export function relativeFile(rootDir: string, absolute: string): string {
  return path.relative(rootDir, absolute).split(path.sep).join('/');
}

