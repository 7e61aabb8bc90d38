import path from 'node:path';
import { mergeJson, type Provenance } from '../../definitions/mergeJson';
import type { DefinitionError } from '../../definitions/types';
import { addressesOf, type PackageAddresses } from '../../package/addresses';
import type { PackageFiles, PackageLayer } from '../../package/packageLayer';
import { readPackageFolder, type FolderRead } from './readPackageFolder';

/**
 * A promotion package, the one model every tool takes (the checker, the server, the content store, the studio, the
 * review, the preview and the simulation): its files merged over those it extends, whatever they came from (a
 * folder, a stored version, a draft being edited), with where each value came from and its addresses.
 */
export interface PromotionPackage {
  code: string;
  /** Where its own files are, as errors name them: its repo-relative folder, or "" for a stored version. */
  at: string;
  /** Every file by its path in the package, each merged over the packages it extends key by key. */
  files: PackageFiles;
  /** The name errors give each file: its copy in the first layer that has it (the base's, when extended). */
  fileNames: Record<string, string>;
  /** Per file name: the values an extending layer set, with that layer's file (an error there names it). */
  provenance: Map<string, Provenance>;
  /** Files that could not be read, and a broken `extends` chain. */
  errors: DefinitionError[];
  addresses: PackageAddresses;
  /** The codes of the packages it extends (`extends`), nearest first; none for a stored version or a draft. */
  bases: string[];
}

/** A package from its layers, base first. */
export function packageOf({ layers, errors }: FolderRead): PromotionPackage {
  const files: PackageFiles = {};
  const fileNames: Record<string, string> = {};
  const provenance = new Map<string, Provenance>();
  const nameIn = (layer: PackageLayer, relative: string) => (layer.at ? `${layer.at}/${relative}` : relative);
  for (const layer of layers) {
    for (const [relative, data] of Object.entries(layer.files)) {
      if (!(relative in files) || relative.startsWith('images/')) {
        files[relative] = data;
        fileNames[relative] ??= nameIn(layer, relative);
        continue;
      }
      const name = fileNames[relative];
      const trail = provenance.get(name) ?? [];
      files[relative] = mergeJson(files[relative], data, nameIn(layer, relative), trail);
      if (trail.length) provenance.set(name, trail);
    }
  }
  const promotion = files['promotion.json'];
  const fallback = path.basename(layers.at(-1)?.at || 'package');
  const code = String((promotion as { promotionCode?: unknown } | undefined)?.promotionCode ?? fallback);
  const codeOf = (layer: PackageLayer) => String((layer.files['promotion.json'] as { promotionCode?: unknown } | undefined)?.promotionCode ?? path.basename(layer.at));
  const bases = layers.slice(0, -1).map(codeOf).reverse();
  return { code, at: layers.at(-1)?.at ?? '', files, fileNames, provenance, errors: [...errors, ...layers.flatMap((layer) => layer.errors)], addresses: addressesOf(promotion, fallback), bases };
}

/** A stored version or a draft: its files as they are (named as in the package). */
export function packageOfFiles(files: PackageFiles): PromotionPackage {
  return packageOf({ layers: [{ at: '', files, errors: [] }], errors: [] });
}

/** A package folder and those it extends. */
export function readPackage(dir: string, options: { rootDir?: string; contentDir?: string } = {}): PromotionPackage {
  return packageOf(readPackageFolder(dir, options));
}

/** What is stored of a package as a version: its files, `extends` dropped (an extending package is stored as what it is). */
export function storedFilesOf(pkg: PromotionPackage): PackageFiles {
  const promotion = { ...(pkg.files['promotion.json'] as Record<string, unknown>) };
  delete promotion.extends;
  return { ...pkg.files, 'promotion.json': promotion };
}

/** The paths of a folder's JSON files (`steps`, `content` …), sorted. */
export function jsonFilesIn(pkg: PromotionPackage, folder: string): string[] {
  return Object.keys(pkg.files)
    .filter((file) => file.startsWith(`${folder}/`) && file.endsWith('.json') && !file.slice(folder.length + 1).includes('/'))
    .sort();
}

/** A locale's wording (alias -> text); undefined when the package has none for it. */
export function wordingOf(pkg: PromotionPackage, locale: string): Record<string, string> | undefined {
  const data = pkg.files[`content/${locale}.json`];
  if (!data || typeof data !== 'object' || Array.isArray(data)) return undefined;
  const out: Record<string, string> = {};
  for (const [alias, text] of Object.entries(data)) if (alias !== '$schema' && typeof text === 'string') out[alias] = text;
  return out;
}

/** An image's bytes (`images/<path>`), undefined when the package has no such file. */
export function imageOf(pkg: PromotionPackage, relative: string): Buffer | undefined {
  const binary = (pkg.files[`images/${relative}`] as { $binary?: unknown } | undefined)?.$binary;
  return typeof binary === 'string' ? Buffer.from(binary, 'base64') : undefined;
}
