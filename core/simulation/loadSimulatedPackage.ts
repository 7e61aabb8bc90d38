import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CompiledValidator, ValidatorRegistry } from '../../src/engine/contract';
import { loadPackageContent, loadSiteDefinitions, repoRoot, servedLocales, type DefinitionError, type SiteDefinitions } from '../definitions/index';
import type { ContentMap } from '../definitions/content';
import { compileValidation } from '../validation/compileValidation';

/** A package as the simulation walks it: its definitions, wording, compiled validation and seed data. */
export interface SimulatedPackage {
  dir: string;
  code: string;
  basePath: string;
  definitions: SiteDefinitions;
  /** Repo-relative file of each loaded definition object. */
  files: Map<object, string>;
  /** Locales with a site (sitePath), default first. */
  locales: string[];
  content: Record<string, ContentMap>;
  validators: ValidatorRegistry;
  /** The validation schemas by name, as written (the simulation reads their rules to make invalid answers). */
  schemas: Record<string, unknown>;
  /** catalogue.json: products with TACs, demo addresses, windows … */
  seed: Record<string, unknown>;
}

export type LoadedPackage = { ok: true; pkg: SimulatedPackage } | { ok: false; errors: DefinitionError[] };

/** Loads a package folder (with the packages it extends) and compiles its validation as the site's build does. */
export async function loadSimulatedPackage(dir: string): Promise<LoadedPackage> {
  const absolute = path.resolve(repoRoot, dir);
  const loaded = await loadSiteDefinitions(absolute);
  if (loaded.errors.length) return { ok: false, errors: loaded.errors };
  const { definitions, layers } = loaded;
  const promotion = definitions.promotion;
  // The default locale first: the journeys a manager reads first are those of the promotion's main site.
  const locales = servedLocales(promotion).sort((a, b) => Number(b === promotion.defaultLocale) - Number(a === promotion.defaultLocale));
  const content: Record<string, ContentMap> = {};
  const errors: DefinitionError[] = [];
  for (const locale of locales) {
    const read = await loadPackageContent(layers.map((layer) => path.join(layer, 'content')), locale, repoRoot);
    errors.push(...read.errors);
    content[locale] = read.content ?? {};
  }
  if (errors.length) return { ok: false, errors };
  const validationDirs = [path.join(repoRoot, 'schemas/validation'), ...layers.map((layer) => path.join(layer, 'validation'))];
  return {
    ok: true,
    pkg: {
      dir: absolute,
      code: promotion.promotionCode,
      basePath: promotion.basePath.replace(/\/+$/, ''),
      definitions,
      files: loaded.files,
      locales,
      content,
      validators: await compiledValidators(validationDirs),
      schemas: readSchemas(validationDirs),
      seed: readSeed(layers),
    },
  };
}

/** The standalone validation module, imported from a temporary file (the code the browser runs, not a re-compile). */
async function compiledValidators(dirs: string[]): Promise<ValidatorRegistry> {
  const out = compileValidation(dirs);
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'simulation-validators-')), 'validators.mjs');
  writeFileSync(file, out.validatorsJs);
  const module = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as Record<string, CompiledValidator['validate']>;
  return Object.fromEntries(out.names.map((name) => [name, { validate: module[name], messages: out.messages[name] }]));
}

function readSchemas(dirs: string[]): Record<string, unknown> {
  const schemas: Record<string, unknown> = {};
  for (const dir of dirs.filter((d) => existsSync(d)))
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.schema.json')))
      schemas[file.slice(0, -'.schema.json'.length)] = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  return schemas;
}

/** catalogue.json of the nearest folder that has one (an extending package may keep its base's). */
function readSeed(layers: string[]): Record<string, unknown> {
  const file = [...layers].reverse().map((layer) => path.join(layer, 'catalogue.json')).find((f) => existsSync(f));
  return file ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
}
