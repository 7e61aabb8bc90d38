import type { PromotionPackage } from '../package/promotionPackage';
import type { ValidationSchemas } from '../validation/validationSchemas';
import type { KnownNames } from './registries';
import type { ResolvedOptions } from './paths';
import type { DefinitionError, SiteDefinitions } from '../../definitions/types';

/** What every cross-reference check receives. */
export interface CheckContext {
  /** The package checked: its files (wording, images, validation) and their names. */
  pkg: PromotionPackage;
  definitions: SiteDefinitions;
  files: Map<object, string>;
  names: KnownNames;
  /** The shared validation schemas with the package's own over them. */
  schemas: ValidationSchemas;
  options: ResolvedOptions;
}

export type Check = (ctx: CheckContext) => DefinitionError[] | Promise<DefinitionError[]>;

export interface Document {
  kind: 'page' | 'flow' | 'step' | 'layout';
  data: Record<string, unknown>;
  file: string;
}

/** Pages, flows, steps and the layout with the file each came from. */
export function documents({ definitions, files }: CheckContext): Document[] {
  const docs: Document[] = [];
  const add = (kind: Document['kind'], list: unknown[]) =>
    list.forEach((d) => docs.push({ kind, data: d as Record<string, unknown>, file: files.get(d as object) ?? '?' }));
  add('page', definitions.pages);
  add('flow', definitions.flows);
  add('step', definitions.steps);
  if (definitions.layout) add('layout', [definitions.layout]);
  return docs;
}

export const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
