import type { SiteDefinitions } from '../../core/node/definitions/index';
import { aliasesIn } from '../../core/content/aliasesIn';
import { conditionHolds } from '../../core/engine/conditions';
import type { Screen } from '../../core/engine/screenOfPath';
import type { Step } from '../../core/definitions/types';
import type { Block } from '../../core/generated/definitions';
import type { serverPaintOf } from '../../core/render/serverPaint';

/**
 * The wording aliases a page the server rendered carries; undefined: all of the locale's. A page rendered whole
 * carries only the wording it showed and names (and the layout's own: what the page may show next, an error summary,
 * a loading line); the rest, two thirds of it, is asked for once the site is ready (src/content/loadRestOfWording.ts).
 * A claim step carries what it showed, what it names, every step's title (the flow's place names), the flow's,
 * layout's and promotion's wording, and what the promotion's data name (`data`, its catalogue: a draft's answers or a
 * product chosen show a gift or a trade-in option by its alias right after hydrating); not what blocks shown only in
 * other countries name (a British page does not carry the French departments). Not the messages only a check
 * shows (validation's, actions'): a check waits for the rest first (useFormController), as another step or page does
 * (LayoutShell). Any other page (only its layout rendered) carries all of it.
 */
export function pageWording(
  definitions: SiteDefinitions,
  screen: Screen,
  paint: ReturnType<typeof serverPaintOf>,
  shown: readonly string[],
  content: Record<string, string>,
  facts: { data?: unknown; country: string },
): Set<string> | undefined {
  if (!screen.flow && paint === 'screen') return screenWording(definitions, screen, shown);
  if (screen.flow && screen.step && paint !== 'layout') return new Set([...shown, ...stepWording(definitions, screen.step, content, facts)]);
  return undefined;
}

/** The wording a page rendered whole needs: what it showed, what its blocks name, the layout's own texts. */
function screenWording(definitions: SiteDefinitions, screen: Screen, shown: readonly string[]): Set<string> {
  const aliases = new Set([...shown, ...screen.textAliases]);
  for (const alias of Object.values((definitions.layout?.text ?? {}) as Record<string, unknown>)) if (typeof alias === 'string') aliases.add(alias);
  return aliases;
}

const stepWordings = new WeakMap<object, WeakMap<object, Map<string, Set<string>>>>();

/** The blocks that may show in `country` (the others' visibleWhen names other countries): the country never changes on a page. */
function blocksOfCountry(blocks: readonly Block[] | undefined, country: string): Block[] | undefined {
  const env = { flags: {}, country };
  return blocks
    ?.filter(({ visibleWhen }) => conditionHolds({ country: visibleWhen?.country, notCountry: visibleWhen?.notCountry }, env))
    .map((block) => (block.blocks ? { ...block, blocks: blocksOfCountry(block.blocks, country) } : block));
}

/** The wording a claim step may show before the rest arrives (see pageWording). Made once per definitions, wording and step. */
function stepWording(definitions: SiteDefinitions, step: Step, content: Record<string, string>, { data, country }: { data?: unknown; country: string }): Set<string> {
  let ofDefinitions = stepWordings.get(definitions);
  if (!ofDefinitions) stepWordings.set(definitions, (ofDefinitions = new WeakMap()));
  let ofContent = ofDefinitions.get(content);
  if (!ofContent) ofDefinitions.set(content, (ofContent = new Map()));
  const key = `${step.id} ${country}`;
  let aliases = ofContent.get(key);
  if (aliases === undefined) {
    // Another step shows here only by its title (the breadcrumb); the rest of it comes with the rest of the wording.
    const titles = definitions.steps.map(({ title }) => title);
    const shown = { ...step, blocks: blocksOfCountry(step.blocks, country) };
    aliases = aliasesIn([shown, titles, definitions.flows, definitions.layout, definitions.promotion, data], new Set(Object.keys(content)));
    ofContent.set(key, aliases);
  }
  return aliases;
}
