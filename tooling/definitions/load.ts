import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { toDefinitionErrors } from './ajvErrors';
import { definitionValidators, type DefinitionKind } from './definitionSchemas';
import { relativeFile, resolveOptions } from './paths';
import { readJsonFile } from './readJson';
import type { CheckOptions, DefinitionError, LoadResult, PromotionConfig, SiteDefinitions } from './types';

const FOLDERS = [
  ['pages', 'page'],
  ['flows', 'flow'],
  ['steps', 'step'],
] as const;

async function jsonFilesIn(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  return (await readdir(dir)).filter((f) => f.endsWith('.json')).sort().map((f) => path.join(dir, f));
}

/**
 * Reads promotion.json, layout.json (optional), pages/, flows/ and steps/ of one promotion folder.
 * Reports unreadable JSON (with line and column), schema violations and a kind that does not match the
 * folder; every file that parses to an object is still returned so cross-reference checks can run.
 */
export async function loadSiteDefinitions(definitionsDir: string, options: CheckOptions = {}): Promise<LoadResult> {
  const { rootDir } = resolveOptions(definitionsDir, options);
  const dir = path.resolve(rootDir, definitionsDir);
  const validators = definitionValidators();
  const errors: DefinitionError[] = [];
  const files = new Map<object, string>();

  async function load(absolute: string, kind: DefinitionKind): Promise<Record<string, unknown> | undefined> {
    const file = relativeFile(rootDir, absolute);
    const read = await readJsonFile(absolute, file);
    if (!read.ok) {
      errors.push(read.error);
      return undefined;
    }
    const data = read.data;
    if (!data || typeof data !== 'object' || Array.isArray(data)) {
      errors.push({ file, pointer: '', message: 'must be a JSON object' });
      return undefined;
    }
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

  const promotionFile = path.join(dir, 'promotion.json');
  const promotion = (await load(promotionFile, 'promotion')) ?? {};
  const definitions: SiteDefinitions = { promotion: promotion as unknown as PromotionConfig, pages: [], flows: [], steps: [] };
  const layoutFile = path.join(dir, 'layout.json');
  if (existsSync(layoutFile)) {
    const layout = await load(layoutFile, 'layout');
    if (layout) definitions.layout = layout as unknown as SiteDefinitions['layout'];
  }
  for (const [folder, kind] of FOLDERS) {
    for (const absolute of await jsonFilesIn(path.join(dir, folder))) {
      const data = await load(absolute, kind);
      if (data) (definitions[folder] as unknown[]).push(data);
    }
  }
  return { definitions, errors, files };
}
