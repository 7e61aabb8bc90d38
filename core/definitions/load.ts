import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { toDefinitionErrors } from './ajvErrors';
import { definitionValidators, type DefinitionKind } from './definitionSchemas';
import { mergeJson, type Provenance } from './mergeJson';
import { packageLayers } from './packageLayers';
import { relativeFile, resolveOptions } from './paths';
import { readJsonFile } from './readJson';
import type { CheckOptions, LoadResult, PromotionConfig, SiteDefinitions } from './types';

const FOLDERS = [
  ['pages', 'page'],
  ['flows', 'flow'],
  ['steps', 'step'],
] as const;

async function jsonNamesIn(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  return (await readdir(dir)).filter((f) => f.endsWith('.json'));
}

/**
 * Reads promotion.json, layout.json (optional), pages/, flows/ and steps/ of one promotion package, merged over the
 * packages it extends (each file key by key, the base's file name kept and the overlay's recorded per value).
 * Reports unreadable JSON (with line and column), schema violations and a kind that does not match the folder;
 * every file that parses to an object is still returned so cross-reference checks can run.
 */
export async function loadSiteDefinitions(definitionsDir: string, options: CheckOptions = {}): Promise<LoadResult> {
  const { rootDir } = resolveOptions(definitionsDir, options);
  const dir = path.resolve(rootDir, definitionsDir);
  const fileOf = (absolute: string) => relativeFile(rootDir, absolute);
  const { layers, errors } = packageLayers(dir, fileOf);
  const validators = definitionValidators();
  const files = new Map<object, string>();
  const provenance = new Map<string, Provenance>();

  /** One logical file of the package: every layer's copy merged, base first. */
  async function load(relative: string, kind: DefinitionKind): Promise<Record<string, unknown> | undefined> {
    const copies = layers.map((layer) => path.join(layer, relative)).filter((absolute) => existsSync(absolute));
    if (!copies.length) return undefined;
    const file = fileOf(copies[0]);
    let data: unknown;
    const trail: Provenance = [];
    for (const [i, absolute] of copies.entries()) {
      const read = await readJsonFile(absolute, fileOf(absolute));
      if (!read.ok) {
        errors.push(read.error);
        return undefined;
      }
      data = i === 0 ? read.data : mergeJson(data, read.data, fileOf(absolute), trail);
    }
    if (!data || typeof data !== 'object' || Array.isArray(data)) {
      errors.push({ file, pointer: '', message: 'must be a JSON object' });
      return undefined;
    }
    if (trail.length) provenance.set(file, trail);
    const record = data as Record<string, unknown>;
    if (kind !== 'promotion' && record.kind !== kind) {
      errors.push({ file, pointer: '/kind', message: `must be "${kind}" for a file in this folder` });
    } else {
      const validate = validators[kind];
      if (!validate(data)) errors.push(...toDefinitionErrors(file, validate.errors));
    }
    files.set(record, file);
    return record;
  }

  const promotion = (await load('promotion.json', 'promotion')) ?? {};
  if (!files.has(promotion)) errors.push({ file: fileOf(path.join(dir, 'promotion.json')), pointer: '', message: 'promotion.json is missing' });
  const definitions: SiteDefinitions = { promotion: promotion as unknown as PromotionConfig, pages: [], flows: [], steps: [] };
  const layout = await load('layout.json', 'layout');
  if (layout) definitions.layout = layout as unknown as SiteDefinitions['layout'];
  for (const [folder, kind] of FOLDERS) {
    const names = new Set((await Promise.all(layers.map((layer) => jsonNamesIn(path.join(layer, folder))))).flat());
    for (const name of [...names].sort()) {
      const data = await load(path.join(folder, name), kind);
      if (data) (definitions[folder] as unknown[]).push(data);
    }
  }
  return { definitions, errors, files, provenance, layers };
}
