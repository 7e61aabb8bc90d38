import type { SiteDefinitions } from '../../core/definitions/index';
import { aliasesIn } from '../../core/content/aliasesIn';
import type { Screen } from '../../core/engine/screenOfPath';
import type { Step } from '../../core/definitions/types';
import type { serverPaintOf } from '../../core/render/serverPaint';

/**
 * The wording aliases a page the server rendered carries; undefined: all of the locale's. A page rendered whole
 * carries only the wording it showed and names (and the layout's own: what the page may show next, an error summary,
 * a loading line); the rest, two thirds of it, is asked for once the site is ready (src/content/loadRestOfWording.ts).
 * A claim step carries its own wording, every step's header (the flow's place names), the flow's, layout's and
 * promotion's, and what no definition names: a draft's answers or a product chosen show wording named by data (a
 * trade-in's options), which a render made before the rest arrived would leave blank. Another step or page waits for
 * the rest (LayoutShell), and so does Continue (useFormController). Any other page (only its layout rendered) carries
 * all of it.
 */
export function pageWording(
  definitions: SiteDefinitions,
  screen: Screen,
  paint: ReturnType<typeof serverPaintOf>,
  shown: readonly string[],
  content: Record<string, string>,
): Set<string> | undefined {
  if (!screen.flow && paint === 'screen') return screenWording(definitions, screen, shown);
  if (screen.flow && screen.step && paint !== 'layout') return stepWording(definitions, screen.step, content);
  return undefined;
}

/** The wording a page rendered whole needs: what it showed, what its blocks name, the layout's own texts. */
function screenWording(definitions: SiteDefinitions, screen: Screen, shown: readonly string[]): Set<string> {
  const aliases = new Set([...shown, ...screen.textAliases]);
  for (const alias of Object.values((definitions.layout?.text ?? {}) as Record<string, unknown>)) if (typeof alias === 'string') aliases.add(alias);
  return aliases;
}

const stepWordings = new WeakMap<object, WeakMap<object, Map<string, Set<string>>>>();

/**
 * The wording a claim step carries: all but the aliases only public pages or other steps' blocks name. Made once per
 * definitions, wording and step.
 */
function stepWording(definitions: SiteDefinitions, step: Step, content: Record<string, string>): Set<string> {
  let ofDefinitions = stepWordings.get(definitions);
  if (!ofDefinitions) stepWordings.set(definitions, (ofDefinitions = new WeakMap()));
  let ofContent = ofDefinitions.get(content);
  if (!ofContent) ofDefinitions.set(content, (ofContent = new Map()));
  let aliases = ofContent.get(step.id);
  if (aliases === undefined) {
    const known = new Set(Object.keys(content));
    const otherSteps = definitions.steps.filter((other) => other.id !== step.id);
    const elsewhere = aliasesIn([definitions.pages, otherSteps.map((other) => other.blocks)], known);
    const kept = aliasesIn([step, otherSteps.map(({ blocks: _blocks, ...header }) => header), definitions.flows, definitions.layout, definitions.promotion], known);
    aliases = new Set([...known].filter((alias) => !elsewhere.has(alias) || kept.has(alias)));
    ofContent.set(step.id, aliases);
  }
  return aliases;
}
