import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { pointerJoin } from './pointer';
import { relativeFile } from './paths';
import { readJsonFile } from './readJson';
import type { DefinitionError } from './types';

export type ContentMap = Record<string, string>;

/** Reads content/<locale>.json and checks it is a flat map of alias → string. */
export async function loadContentFile(
  absolute: string,
  rootDir: string,
): Promise<{ content?: ContentMap; errors: DefinitionError[] }> {
  const file = relativeFile(rootDir, absolute);
  if (!existsSync(absolute)) return { errors: [{ file, pointer: '', message: 'content file is missing' }] };
  const read = await readJsonFile(absolute, file);
  if (!read.ok) return { errors: [read.error] };
  const data = read.data;
  if (!data || typeof data !== 'object' || Array.isArray(data))
    return { errors: [{ file, pointer: '', message: 'must be a flat JSON object of alias → text' }] };
  const errors: DefinitionError[] = [];
  for (const [alias, text] of Object.entries(data))
    if (typeof text !== 'string') errors.push({ file, pointer: pointerJoin('', alias), message: 'must be a string' });
  return { content: data as ContentMap, errors };
}

/** Checks every content/*.json file is a flat string map. */
export async function checkContentFiles(contentDir: string, rootDir: string): Promise<DefinitionError[]> {
  if (!existsSync(contentDir)) return [];
  const names = (await readdir(contentDir)).filter((f) => f.endsWith('.json')).sort();
  const results = await Promise.all(names.map((f) => loadContentFile(path.join(contentDir, f), rootDir)));
  return results.flatMap((r) => r.errors);
}

/**
 * A locale's wording of a package: content/<locale>.json of each of its folders, base first, an extending package
 * overriding single aliases. Missing in every folder: reported against the package's own folder.
 */
export async function loadPackageContent(contentDirs: string[], locale: string, rootDir: string): Promise<{ content?: ContentMap; errors: DefinitionError[] }> {
  const files = contentDirs.map((dir) => path.join(dir, `${locale}.json`)).filter((absolute) => existsSync(absolute));
  if (!files.length) return loadContentFile(path.join(contentDirs.at(-1) ?? 'content', `${locale}.json`), rootDir);
  const loaded = await Promise.all(files.map((absolute) => loadContentFile(absolute, rootDir)));
  const errors = loaded.flatMap((l) => l.errors);
  if (loaded.some((l) => !l.content)) return { errors };
  return { content: Object.assign({}, ...loaded.map((l) => l.content)), errors };
}
