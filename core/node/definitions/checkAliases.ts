import { packageWording, type ContentMap } from './content';
import { documents, type Check, type CheckContext } from './context';
import { fixedAliasUses } from './fixedAliases';
import { pointerJoin } from '../../definitions/pointer';
import type { DefinitionError } from '../../definitions/types';
import { forEachBlockIn } from '../../definitions/walk';

export interface AliasUse {
  file: string;
  pointer: string;
  alias: string;
}

/** Every content alias the definitions use: titles, step descriptions, block and flow/layout text maps. */
export function aliasUses(ctx: CheckContext): AliasUse[] {
  const uses: AliasUse[] = [];
  for (const { kind, data, file } of documents(ctx)) {
    const add = (value: unknown, pointer: string) => {
      if (typeof value === 'string') uses.push({ file, pointer, alias: value });
    };
    const addText = (text: unknown, pointer: string) => {
      if (text && typeof text === 'object' && !Array.isArray(text))
        for (const [slot, alias] of Object.entries(text)) add(alias, pointerJoin(pointer, slot));
    };
    add(data.title, '/title');
    if (kind === 'step') add(data.description, '/description');
    // A step's text overrides the flow's wording for it (continue, checking, skip): its aliases are shown too.
    if (kind === 'flow' || kind === 'layout' || kind === 'step') addText(data.text, '/text');
    forEachBlockIn(data, (block, at) => addText(block.text, `${at}/text`));
  }
  return uses;
}

/** Locales that have a sitePath (the ones the server serves). */
export function servedLocales(promotion: unknown): string[] {
  const locales = (promotion as { locales?: Record<string, { sitePath?: unknown }> }).locales ?? {};
  return Object.keys(locales).filter((l) => typeof locales[l]?.sitePath === 'string');
}

/**
 * Every alias must exist in content/<locale>.json of every served locale: those the definitions name, and the
 * fixed ones of validation messages and actions (fixedAliases.ts).
 */
export const checkAliases: Check = async (ctx) => {
  const errors: DefinitionError[] = [];
  const contents: Array<[string, ContentMap]> = [];
  for (const locale of servedLocales(ctx.definitions.promotion)) {
    const loaded = packageWording(ctx.pkg, locale);
    errors.push(...loaded.errors);
    if (loaded.content) contents.push([locale, loaded.content]);
  }
  const fixed = await fixedAliasUses(ctx.options, ctx.schemas);
  errors.push(...fixed.errors);
  for (const use of [...aliasUses(ctx), ...fixed.uses]) {
    const missing = contents.filter(([, content]) => typeof content[use.alias] !== 'string').map(([l]) => l);
    if (missing.length)
      errors.push({ file: use.file, pointer: use.pointer, message: `content alias "${use.alias}" is missing in ${missing.join(', ')}` });
  }
  return errors;
};
