import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { packageLayers } from './packageLayers';
import type { CheckOptions } from './types';

/** The repository root (two levels above core/definitions/). */
export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export type ResolvedOptions = Required<CheckOptions> & {
  /** The package's folders, base first (see packageLayers). */
  layers: string[];
  /** Validation schema folders, later ones overriding a schema of the same name: the shared one, then each layer's. */
  validationDirs: string[];
  /** Wording folders, base first (an extending package overrides single aliases); just `contentDir` when given. */
  contentDirs: string[];
  /** Image folders, the package's own first. */
  imagesDirs: string[];
};

export function resolveOptions(definitionsDir: string, options: CheckOptions = {}): ResolvedOptions {
  const rootDir = path.resolve(options.rootDir ?? repoRoot);
  const at = (dir: string | undefined, fallback: string) => path.resolve(rootDir, dir ?? fallback);
  const dir = path.resolve(rootDir, definitionsDir);
  const layers = packageLayers(dir, (absolute) => relativeFile(rootDir, absolute)).layers;
  const own = (sub: string) => layers.map((layer) => path.join(layer, sub)).filter((folder) => existsSync(folder));
  const validationDir = at(options.validationDir, 'schemas/validation');
  const contentDir = at(options.contentDir, path.join(dir, 'content'));
  return {
    rootDir,
    widgetsDir: at(options.widgetsDir, 'src/widgets'),
    actionsDir: at(options.actionsDir, 'src/actions'),
    sourcesDir: at(options.sourcesDir, 'src/sources'),
    validationDir,
    contentDir,
    imagesDir: at(options.imagesDir, path.join(dir, 'images')),
    layers,
    validationDirs: [validationDir, ...own('validation')],
    contentDirs: options.contentDir ? [contentDir] : own('content'),
    imagesDirs: options.imagesDir ? [at(options.imagesDir, '')] : own('images').reverse(),
  };
}

/** Repo-relative, forward slashes. */
export function relativeFile(rootDir: string, absolute: string): string {
  return path.relative(rootDir, absolute).split(path.sep).join('/');
}

