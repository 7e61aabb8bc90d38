import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, relativeFile } from '../definitions/paths';
import { describeParseError } from '../../definitions/readJson';
import type { DefinitionError } from '../../definitions/types';
import type { PackageLayer } from '../../package/packageLayer';

/** The JSON files a package is made of, at its top and in its folders; images are kept byte for byte. */
const TOP = ['promotion.json', 'layout.json', 'catalogue.json'];
const FOLDERS = ['pages', 'flows', 'steps', 'content', 'validation'];

export interface FolderRead {
  /** The package's folders as layers, base first (one when it extends none). */
  layers: PackageLayer[];
  /** Problems of the `extends` chain. */
  errors: DefinitionError[];
}

/**
 * The one place a package's files are read from disk: a folder and those it extends (`promotion.json` `extends`),
 * each as a layer of parsed files by their path in the package. Everything else (the checker, the server, the
 * studio, the simulation) works on the package these layers make (promotionPackage.ts). `contentDir` replaces the
 * wording of every layer (a server started with CONTENT_DIR).
 */
export function readPackageFolder(dir: string, options: { rootDir?: string; contentDir?: string } = {}): FolderRead {
  const rootDir = path.resolve(options.rootDir ?? repoRoot);
  const fileOf = (absolute: string) => relativeFile(rootDir, absolute);
  const { layers: folders, errors } = packageLayers(path.resolve(rootDir, dir), fileOf);
  const layers = folders.map((folder, i) => {
    const layer: PackageLayer = { at: fileOf(folder), files: {}, errors: [] };
    const read = (relative: string, absolute = path.join(folder, relative)) => {
      const text = readFileSync(absolute, 'utf8').replace(/^\uFEFF/, '');
      try {
        layer.files[relative] = JSON.parse(text);
      } catch (error) {
        layer.errors.push({ file: fileOf(absolute), pointer: '', message: describeParseError(text, error) });
      }
    };
    for (const name of TOP) if (existsSync(path.join(folder, name))) read(name);
    for (const sub of FOLDERS) {
      const at = sub === 'content' && options.contentDir ? path.resolve(rootDir, options.contentDir) : path.join(folder, sub);
      if (sub === 'content' && options.contentDir && i < folders.length - 1) continue;
      if (!existsSync(at)) continue;
      for (const name of readdirSync(at).filter((f) => f.endsWith('.json')).sort()) read(`${sub}/${name}`, path.join(at, name));
    }
    const images = path.join(folder, 'images');
    if (existsSync(images))
      for (const name of (readdirSync(images, { recursive: true }) as string[]).sort()) {
        const absolute = path.join(images, name);
        if (statSync(absolute).isFile()) layer.files[`images/${name.split(path.sep).join('/')}`] = { $binary: readFileSync(absolute).toString('base64') };
      }
    return layer;
  });
  return { layers, errors };
}

/** The folders of packages under `dir`: `dir` itself when it is one, else its sub-folders holding a promotion.json. */
export function packageFolders(dir: string): string[] {
  const absolute = path.resolve(dir);
  if (existsSync(path.join(absolute, 'promotion.json'))) return [absolute];
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute)
    .map((name) => path.join(absolute, name))
    .filter((folder) => existsSync(path.join(folder, 'promotion.json')))
    .sort();
}

/**
 * The folders a package is made of, base first: `promotion.json` `"extends": "<sibling folder>"` starts a package
 * from another one (recursively). A missing base or a cycle is reported against the promotion.json naming it.
 */
function packageLayers(dir: string, fileOf: (absolute: string) => string): { layers: string[]; errors: DefinitionError[] } {
  const layers: string[] = [];
  const errors: DefinitionError[] = [];
  let current: string | undefined = path.resolve(dir);
  while (current) {
    if (layers.includes(current)) {
      errors.push({ file: fileOf(path.join(layers[0], 'promotion.json')), pointer: '/extends', message: `extends itself through ${layers.map((l) => path.basename(l)).join(' -> ')}` });
      break;
    }
    layers.unshift(current);
    current = baseOf(current, fileOf, errors);
  }
  return { layers, errors };
}

function baseOf(dir: string, fileOf: (absolute: string) => string, errors: DefinitionError[]): string | undefined {
  const file = path.join(dir, 'promotion.json');
  let base: unknown;
  try {
    base = (JSON.parse(readFileSync(file, 'utf8')) as { extends?: unknown }).extends;
  } catch {
    return undefined; // reported by the loader
  }
  if (base === undefined) return undefined;
  if (typeof base !== 'string' || !/^(\.\.\/)*[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/.test(base)) {
    errors.push({ file: fileOf(file), pointer: '/extends', message: 'must name a package folder beside this one (or a relative path to one)' });
    return undefined;
  }
  const absolute = path.resolve(path.dirname(dir), base);
  if (!existsSync(path.join(absolute, 'promotion.json'))) {
    errors.push({ file: fileOf(file), pointer: '/extends', message: `no package "${base}" (with a promotion.json) there` });
    return undefined;
  }
  return absolute;
}
