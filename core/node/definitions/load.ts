import { toDefinitionErrors } from '../../definitions/ajvErrors';
import { definitionValidators, type DefinitionKind } from './definitionSchemas';
import { jsonFilesIn, readPackage, type PromotionPackage } from '../package/promotionPackage';
import type { LoadResult, PromotionConfig, SiteDefinitions } from '../../definitions/types';

const FOLDERS = [
  ['pages', 'page'],
  ['flows', 'flow'],
  ['steps', 'step'],
] as const;

/** The name an error gives a package file (the base's copy when it is extended; where it would be when it is missing). */
export function fileNameOf(pkg: PromotionPackage, relative: string): string {
  return pkg.fileNames[relative] ?? (pkg.at ? `${pkg.at}/${relative}` : relative);
}

/**
 * The definitions of a package: promotion.json, layout.json (optional), pages/, flows/ and steps/. Reports what is
 * not a JSON object, schema violations and a kind that does not match the folder; every file that is an object is
 * still returned so cross-reference checks can run. `{ validate: false }`: a package whose verdict is known (kept by
 * content: server/packages/kept-work.ts) is only laid out, not validated again.
 */
export function definitionsOf(pkg: PromotionPackage, { validate: validating = true } = {}): LoadResult {
  const validators = validating ? definitionValidators() : undefined;
  const errors = [...pkg.errors];
  const files = new Map<object, string>();

  function load(relative: string, kind: DefinitionKind): Record<string, unknown> | undefined {
    if (!(relative in pkg.files)) return undefined;
    const data = pkg.files[relative];
    const file = fileNameOf(pkg, relative);
    if (!data || typeof data !== 'object' || Array.isArray(data)) {
      errors.push({ file, pointer: '', message: 'must be a JSON object' });
      return undefined;
    }
    const record = data as Record<string, unknown>;
    if (kind !== 'promotion' && record.kind !== kind) {
      errors.push({ file, pointer: '/kind', message: `must be "${kind}" for a file in this folder` });
    } else if (validators) {
      const validate = validators[kind];
      if (!validate(data)) errors.push(...toDefinitionErrors(file, validate.errors));
    }
    files.set(record, file);
    return record;
  }

  const promotion = load('promotion.json', 'promotion') ?? {};
  if (!files.has(promotion) && !pkg.errors.some((e) => e.file === fileNameOf(pkg, 'promotion.json')))
    errors.push({ file: fileNameOf(pkg, 'promotion.json'), pointer: '', message: 'promotion.json is missing' });
  const definitions: SiteDefinitions = { promotion: promotion as unknown as PromotionConfig, pages: [], flows: [], steps: [] };
  const layout = load('layout.json', 'layout');
  if (layout) definitions.layout = layout as unknown as SiteDefinitions['layout'];
  for (const [folder, kind] of FOLDERS)
    for (const relative of jsonFilesIn(pkg, folder)) {
      const data = load(relative, kind);
      if (data) (definitions[folder] as unknown[]).push(data);
    }
  return { definitions, errors, files, provenance: pkg.provenance };
}

/** The definitions of a package folder (and those it extends), unchecked beyond their schemas. */
export function loadSiteDefinitions(dir: string, options: { rootDir?: string } = {}): LoadResult {
  return definitionsOf(readPackage(dir, options));
}
