import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { AliasUse } from './checkAliases';
import { relativeFile, type ResolvedOptions } from './paths';
import { pointerJoin } from '../../definitions/pointer';
import { GENERIC_MESSAGE_ALIAS } from '../../validation/genericMessage';
import type { ValidationSchemas } from '../validation/validationSchemas';
import type { DefinitionError } from '../../definitions/types';

/** Keywords whose value is one subschema, a list of them, or a name → subschema map. */
const ONE = ['items', 'additionalProperties', 'unevaluatedProperties', 'unevaluatedItems', 'contains', 'propertyNames', 'if', 'then', 'else', 'not'];
const LIST = ['prefixItems', 'allOf', 'anyOf', 'oneOf'];
const MAP = ['properties', 'patternProperties', 'dependentSchemas', '$defs', 'definitions'];

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** The `messages` annotation values of a validation schema (keyword → alias), with their JSON pointers. */
export function schemaMessageUses(schema: unknown, file: string, pointer = '', into: AliasUse[] = []): AliasUse[] {
  if (!isObject(schema)) return into;
  if (isObject(schema.messages))
    for (const [keyword, alias] of Object.entries(schema.messages))
      if (typeof alias === 'string') into.push({ file, pointer: pointerJoin(pointerJoin(pointer, 'messages'), keyword), alias });
  const at = (...segments: Array<string | number>) => segments.reduce<string>((p, s) => pointerJoin(p, s), pointer);
  for (const key of ONE) {
    const sub = schema[key];
    if (Array.isArray(sub)) sub.forEach((s, i) => schemaMessageUses(s, file, at(key, i), into));
    else schemaMessageUses(sub, file, at(key), into);
  }
  for (const key of LIST)
    if (Array.isArray(schema[key])) (schema[key] as unknown[]).forEach((s, i) => schemaMessageUses(s, file, at(key, i), into));
  for (const key of MAP)
    if (isObject(schema[key])) for (const [name, s] of Object.entries(schema[key])) schemaMessageUses(s, file, at(key, name), into);
  return into;
}

/** Aliases an action uses: string literals like 'errorsClaimProcessing' or 'promptMarketingEmail' in its source. */
export function actionAliases(source: string): string[] {
  return [...new Set([...source.matchAll(/(['"`])((?:errors|prompt)[A-Z]\w*)\1/g)].map((m) => m[2]))];
}

async function filesIn(dir: string, keep: (name: string) => boolean): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const names = (await readdir(dir, { recursive: true })) as string[];
  return names.filter(keep).sort().map((name) => path.join(dir, name));
}

/**
 * Aliases the definitions do not name but the site shows: validation messages (schemas/validation/*.schema.json),
 * the fixed aliases actions return (core/actions/**) and the message of an answer nothing else gives one for
 * (errorsGeneric). Reported at the schema's messages entry, the action file or the file naming the last ("").
 */
export async function fixedAliasUses(options: ResolvedOptions, schemas: ValidationSchemas): Promise<{ uses: AliasUse[]; errors: DefinitionError[] }> {
  const uses: AliasUse[] = [{ file: 'core/validation/genericMessage.ts', pointer: '', alias: GENERIC_MESSAGE_ALIAS }];
  const errors: DefinitionError[] = [];
  // A package's schema overrides the shared one of the same name: only the last of each name counts.
  for (const { schema, file, unreadable } of schemas.values())
    if (unreadable) errors.push({ file, pointer: '', message: unreadable });
    else schemaMessageUses(schema, file, '', uses);
  for (const absolute of await filesIn(options.actionsDir, (f) => f.endsWith('.ts') && !/\.(test|spec|d)\.ts$/.test(f))) {
    const file = relativeFile(options.rootDir, absolute);
    for (const alias of actionAliases(await readFile(absolute, 'utf8'))) uses.push({ file, pointer: '', alias });
  }
  return { uses, errors };
}
