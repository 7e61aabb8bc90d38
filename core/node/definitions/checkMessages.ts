import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { messageValuesOf } from '../../content/messageValues';
import { servedLocales } from './checkAliases';
import { customerMessageValues } from './checkCustomerMessages';
import { packageWording } from './content';
import { fileNameOf } from './load';
import { fileOfPointer } from '../../definitions/mergeJson';
import { documents, type Check, type CheckContext } from './context';
import { pointerJoin } from '../../definitions/pointer';
import type { DefinitionError } from '../../definitions/types';
import { forEachBlockIn } from '../../definitions/walk';
import type { WidgetManifest } from '../../manifests/manifest';
import { manifestsByType } from '../manifests/loadManifests';

/** The engine's own text slots with values (src/engine/flow/StepHeader.tsx: "Step {n} of {m}"). */
const ENGINE_PLACEHOLDERS: Record<string, string[]> = { stepOf: ['n', 'm'] };

/** What one message names: its placeholders, and each plural with the categories it has. */
interface Named {
  arguments: Set<string>;
  plurals: Array<{ name: string; ordinal: boolean; categories: Set<string> }>;
}

function namedIn(elements: MessageFormatElement[], into: Named = { arguments: new Set(), plurals: [] }): Named {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    into.arguments.add(element.value);
    if (element.type === TYPE.plural) into.plurals.push({ name: element.value, ordinal: element.pluralType === 'ordinal', categories: new Set(Object.keys(element.options)) });
    if (element.type === TYPE.plural || element.type === TYPE.select) for (const option of Object.values(element.options)) namedIn(option.value, into);
    if (element.type === TYPE.tag) namedIn(element.children, into);
  }
  return into;
}

/**
 * A widget's text slots with values, from its manifest: slot → names the widget gives; a key that is a path into the
 * block's props (`/sections/*\/eachTitle`) stands for the slots named there.
 */
function widgetPlaceholders(manifest: WidgetManifest | undefined): Record<string, readonly string[]> {
  if (!manifest) return {};
  const own = Object.entries(manifest.text).flatMap(([slot, facts]) => (facts.placeholders ? [[slot, facts.placeholders] as const] : []));
  return { ...Object.fromEntries(own), ...manifest.namedSlotPlaceholders };
}

/** The strings at a path of keys in a JSON value, `*` standing for every key or index. */
function valuesAt(value: unknown, keys: string[]): string[] {
  if (!keys.length) return typeof value === 'string' ? [value] : [];
  if (!value || typeof value !== 'object') return [];
  const [key, ...rest] = keys;
  const children = key === '*' ? Object.values(value) : [(value as Record<string, unknown>)[key]];
  return children.flatMap((child) => valuesAt(child, rest));
}

/**
 * The values each alias is given where the definitions show it: the names its slot's widget (or the engine) passes.
 * An alias shown through a slot gets exactly those; `everywhere` holds every name some slot is given, for aliases
 * the definitions name elsewhere (a summary's item title in props, an option's label).
 */
function valuesByAlias(ctx: CheckContext, manifests: ReadonlyMap<string, WidgetManifest>): { bySlot: Map<string, Set<string>>; everywhere: Set<string> } {
  const bySlot = new Map<string, Set<string>>();
  const everywhere = new Set<string>(Object.values(ENGINE_PLACEHOLDERS).flat());
  const give = (alias: unknown, names: readonly string[] = []) => {
    if (typeof alias !== 'string') return;
    const set = bySlot.get(alias) ?? new Set<string>();
    names.forEach((name) => (set.add(name), everywhere.add(name)));
    bySlot.set(alias, set);
  };
  for (const { data } of documents(ctx)) {
    if (data.text && typeof data.text === 'object')
      for (const [slot, alias] of Object.entries(data.text)) give(alias, ENGINE_PLACEHOLDERS[slot]);
    forEachBlockIn(data, (block) => {
      const declared = typeof block.type === 'string' ? widgetPlaceholders(manifests.get(block.type)) : {};
      const slots = new Map(Object.entries(declared).flatMap(([key, names]) => (key.startsWith('/') ? valuesAt(block.props, key.split('/').slice(1)) : [key]).map((slot) => [slot, names] as const)));
      for (const [slot, alias] of Object.entries(block.text ?? {})) give(alias, slots.get(slot));
    });
  }
  // The messages a package sends (promotion.json `messages`): each alias gets its event's values (only there).
  for (const [alias, names] of customerMessageValues(ctx.definitions.promotion)) bySlot.set(alias, new Set([...(bySlot.get(alias) ?? []), ...names]));
  return { bySlot, everywhere };
}

/** The content file of the package's folders that holds the alias's wording in the locale (an extension's first). */
function fileOf(ctx: CheckContext, locale: string, alias: string): string {
  const file = fileNameOf(ctx.pkg, `content/${locale}.json`);
  return fileOfPointer(ctx.pkg.provenance.get(file), pointerJoin('', alias), file);
}

/**
 * Wording is ICU MessageFormat: in every served locale each message must parse, each placeholder must have a value
 * (one the promotion's settings hold, core/content/messageValues.ts, or one the widget showing it gives), and each
 * plural must have every category the locale's plural rules use (Intl.PluralRules: French needs `many` too).
 */
export const checkMessages: Check = async (ctx) => {
  const errors: DefinitionError[] = [];
  const { bySlot, everywhere } = valuesByAlias(ctx, await manifestsByType(ctx.options.widgetsDir));
  const promotion = ctx.definitions.promotion as { settings?: Record<string, unknown>; locales?: Record<string, { settings?: Record<string, unknown> }> };
  for (const locale of servedLocales(promotion)) {
    const { content } = packageWording(ctx.pkg, locale);
    if (!content) continue; // checkAliases reports the file
    const settings = messageValuesOf({ ...(promotion.settings ?? {}), ...(promotion.locales?.[locale]?.settings ?? {}) });
    for (const [alias, message] of Object.entries(content)) {
      if (typeof message !== 'string' || !/[{}]/.test(message)) continue;
      const at = () => ({ file: fileOf(ctx, locale, alias), pointer: pointerJoin('', alias) });
      let named: Named;
      try {
        named = namedIn(parse(message, { ignoreTag: true, requiresOtherClause: true }));
      } catch (error) {
        const { message: kind, location } = error as { message: string; location?: { start: { offset: number } } };
        errors.push({ ...at(), message: `does not parse as an ICU message: ${kind.toLowerCase().replace(/_/g, ' ')}${location ? ` at character ${location.start.offset + 1}` : ''}` });
        continue;
      }
      const given = bySlot.get(alias) ?? everywhere;
      for (const name of named.arguments)
        if (!(name in settings) && !given.has(name))
          errors.push({ ...at(), message: `placeholder {${name}} has no value: no setting has that name${given.size ? `, nor is it one the site gives here (${[...given].map((n) => `{${n}}`).join(', ')})` : ''}` });
      for (const plural of named.plurals) {
        // Sorted: the order the platform lists them in changed with ICU 78 (Node 24), the message must not.
        const needed = [...new Intl.PluralRules(locale, { type: plural.ordinal ? 'ordinal' : 'cardinal' }).resolvedOptions().pluralCategories].sort();
        const missing = needed.filter((category) => !plural.categories.has(category));
        if (missing.length)
          errors.push({ ...at(), message: `plural {${plural.name}} lacks ${missing.join(', ')}: ${locale} needs ${needed.join(', ')}` });
      }
    }
  }
  return errors;
};
