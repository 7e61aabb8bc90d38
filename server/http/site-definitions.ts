import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export interface DefinitionError {
  file: string;
  pointer: string;
  message: string;
}

export interface SiteDefinitionsResult {
  definitions: unknown;
  errors: DefinitionError[];
}

const SHARED_LOADER = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../tooling/definitions/load-site-definitions.ts');

/**
 * Loads and checks the page definitions with the shared checker of `npm run check`
 * (tooling/definitions/load-site-definitions.ts). Until that module exists, a minimal local reader is used.
 */
export async function loadSiteDefinitions(definitionsDir: string): Promise<SiteDefinitionsResult> {
  if (fs.existsSync(SHARED_LOADER)) {
    const mod = (await import(pathToFileURL(SHARED_LOADER).href)) as {
      loadSiteDefinitions: (dir: string) => Promise<SiteDefinitionsResult>;
    };
    return mod.loadSiteDefinitions(definitionsDir);
  }
  return readDefinitionsLocally(definitionsDir);
}

/** Temporary reader: promotion.json + pages/ + flows/ + steps/ JSON into {promotion, pages, flows, steps}. */
export function readDefinitionsLocally(definitionsDir: string): SiteDefinitionsResult {
  const errors: DefinitionError[] = [];
  const readJson = (file: string): unknown => {
    try {
      return JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch (error) {
      errors.push({ file, pointer: '', message: (error as Error).message });
      return undefined;
    }
  };
  const readFolder = (name: string): unknown[] => {
    const dir = path.join(definitionsDir, name);
    if (!fs.existsSync(dir)) return [];
    return fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => readJson(path.join(dir, f)))
      .filter((v) => v !== undefined);
  };
  const promotionFile = path.join(definitionsDir, 'promotion.json');
  if (!fs.existsSync(promotionFile)) {
    errors.push({ file: promotionFile, pointer: '', message: 'promotion.json is missing' });
  }
  const promotion = fs.existsSync(promotionFile) ? readJson(promotionFile) : undefined;
  const layoutFile = path.join(definitionsDir, 'layout.json');
  const layout = fs.existsSync(layoutFile) ? readJson(layoutFile) : undefined;
  return {
    definitions: { promotion, layout, pages: readFolder('pages'), flows: readFolder('flows'), steps: readFolder('steps') },
    errors,
  };
}

export function formatDefinitionErrors(errors: DefinitionError[]): string {
  return errors.map((e) => `  ${e.file} ${e.pointer || '/'}: ${e.message}`).join('\n');
}
