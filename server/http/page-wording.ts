import type { SiteDefinitions } from '../../core/definitions/index';
import { aliasesIn } from '../../core/content/aliasesIn';
import type { Screen } from '../../core/engine/screenOfPath';
import type { serverPaintOf } from '../../core/render/serverPaint';

/**
 * The wording aliases a page the server rendered carries; undefined: all of the locale's. A page rendered whole
 * carries only the wording it showed and names (and the layout's own: what the page may show next, an error summary,
 * a loading line); the rest, two thirds of it, is asked for once the site is ready (src/content/loadRestOfWording.ts).
 * A claim step carries all but what only public pages name: a draft's answers or a product chosen show wording named
 * by data (a trade-in's options), which a render made before the rest arrived would leave blank. Any other page (only
 * its layout rendered) carries all of it.
 */
export function pageWording(
  definitions: SiteDefinitions,
  screen: Screen,
  paint: ReturnType<typeof serverPaintOf>,
  shown: readonly string[],
  content: Record<string, string>,
): Set<string> | undefined {
  if (!screen.flow && paint === 'screen') return screenWording(definitions, screen, shown);
  if (screen.flow && paint !== 'layout') return stepWording(definitions, content);
  return undefined;
}

/** The wording a page rendered whole needs: what it showed, what its blocks name, the layout's own texts. */
function screenWording(definitions: SiteDefinitions, screen: Screen, shown: readonly string[]): Set<string> {
  const aliases = new Set([...shown, ...screen.textAliases]);
  for (const alias of Object.values((definitions.layout?.text ?? {}) as Record<string, unknown>)) if (typeof alias === 'string') aliases.add(alias);
  return aliases;
}

const stepWordings = new WeakMap<object, WeakMap<object, Set<string>>>();

/**
 * The wording a claim step carries: all but the aliases only public pages name (what the layout, the flows, the steps
 * or the promotion name anywhere is kept, and so is what no definition names, which data may name). Made once per
 * definitions and wording.
 */
function stepWording(definitions: SiteDefinitions, content: Record<string, string>): Set<string> {
  let ofDefinitions = stepWordings.get(definitions);
  if (!ofDefinitions) stepWordings.set(definitions, (ofDefinitions = new WeakMap()));
  let aliases = ofDefinitions.get(content);
  if (aliases === undefined) {
    const known = new Set(Object.keys(content));
    const onPages = aliasesIn(definitions.pages, known);
    const elsewhere = aliasesIn([definitions.steps, definitions.flows, definitions.layout, definitions.promotion], known);
    aliases = new Set([...known].filter((alias) => !onPages.has(alias) || elsewhere.has(alias)));
    ofDefinitions.set(content, aliases);
  }
  return aliases;
}
