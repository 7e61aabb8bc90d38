import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CompiledValidator, ValidatorRegistry } from '../../engine/contract';
import { definitionsOf, packageWording, repoRoot, servedLocales, type ContentMap, type DefinitionError, type SiteDefinitions } from '../definitions/index';
import type { PackageAddresses } from '../../package/addresses';
import { readPackage, type PromotionPackage } from '../package/promotionPackage';
import { validationSchemasOf, type ValidationSchemas } from '../validation/validationSchemas';
import { compileValidation } from '../validation/compileValidation';

/** A package as the simulation walks it: its definitions, wording, compiled validation and seed data. */
export interface SimulatedPackage {
  /** How reports name it: its folder, or its code for a stored version. */
  name: string;
  code: string;
  addresses: PackageAddresses;
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

/** A package (or a package folder, with those it extends) as the simulation walks it, its validation compiled as the site's build does. */
export async function loadSimulatedPackage(source: string | PromotionPackage): Promise<LoadedPackage> {
  const model = typeof source === 'string' ? readPackage(path.resolve(repoRoot, source)) : source;
  const loaded = definitionsOf(model);
  if (loaded.errors.length) return { ok: false, errors: loaded.errors };
  const { definitions } = loaded;
  const promotion = definitions.promotion;
  // The default locale first: the journeys a manager reads first are those of the promotion's main site.
  const locales = servedLocales(promotion).sort((a, b) => Number(b === promotion.defaultLocale) - Number(a === promotion.defaultLocale));
  const content: Record<string, ContentMap> = {};
  const errors: DefinitionError[] = [];
  for (const locale of locales) {
    const read = packageWording(model, locale);
    errors.push(...read.errors);
    content[locale] = read.content ?? {};
  }
  if (errors.length) return { ok: false, errors };
  const schemas = validationSchemasOf(model);
  return {
    ok: true,
    pkg: {
      name: model.at || model.code,
      code: promotion.promotionCode,
      addresses: model.addresses,
      definitions,
      files: loaded.files,
      locales,
      content,
      validators: await compiledValidators(schemas),
      schemas: Object.fromEntries([...schemas].map(([name, { schema }]) => [name, schema])),
      seed: (model.files['catalogue.json'] ?? {}) as Record<string, unknown>,
    },
  };
}

/** The standalone validation module, imported from a temporary file (the code the browser runs, not a re-compile). */
async function compiledValidators(schemas: ValidationSchemas): Promise<ValidatorRegistry> {
  const out = compileValidation(schemas);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'simulation-validators-'));
  const file = path.join(dir, 'validators.mjs');
  try {
    writeFileSync(file, out.validatorsJs);
    const module = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as Record<string, CompiledValidator['validate']>;
    return Object.fromEntries(out.names.map((name) => [name, { validate: module[name], messages: out.messages[name] }]));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
