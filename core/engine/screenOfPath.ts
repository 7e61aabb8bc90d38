import { widgetTypesShownIn } from './widgetTypes';
import { conditionHolds, mayHoldIn } from './conditions';
import type { FormValues, SiteEnvironment } from './contract';
import type { Block, Flow, Page, Step } from '../generated/definitions';

interface Definitions {
  layout?: { header?: Block[]; footer?: Block[] };
  pages: Page[];
  flows: Flow[];
  steps: Step[];
}

/** What one address shows: its page, or a flow and the step its address names (the first for the flow's own). */
export interface Screen {
  page?: Page;
  flow?: Flow;
  step?: Step;
  /** The step's place among the flow's visible steps when the address names it; undefined otherwise (the flow's own address, an unknown step). */
  stepIndex?: number;
  /** Widget types of the layout and the page or step, nested blocks included. */
  widgetTypes: Set<string>;
  /** Content aliases the blocks of the layout and the page or step name in their text slots. */
  textAliases: Set<string>;
  /**
   * Data sources the first render asks for: a step's blocks (with the draft's values), a page's blocks outside
   * forms (a page form's sources may read values the form sets itself).
   */
  sources: Set<string>;
  /**
   * A step's data sources its blocks ask for as the flow's defaults show it (blocks hidden by the defaults left
   * out): what a server that paints the step before reading any draft needs. A page's are its `sources`.
   */
  paintedSources: Set<string>;
}

/** The aliases a block tree's text slots name. */
function aliasesOf(blocks: readonly Block[] | undefined, into: Set<string>): Set<string> {
  for (const block of blocks ?? []) {
    for (const alias of Object.values(block.text ?? {})) if (typeof alias === 'string') into.add(alias);
    aliasesOf(block.blocks, into);
  }
  return into;
}

/** The data sources of a block tree's blocks that `shows` keeps (a block left out leaves out its children too). */
function sourcesWhere(blocks: readonly Block[] | undefined, shows: (block: Block) => boolean, into = new Set<string>()): Set<string> {
  for (const block of blocks ?? []) {
    if (!shows(block)) continue;
    if (block.source) into.add(block.source);
    sourcesWhere(block.blocks, shows, into);
  }
  return into;
}

/**
 * The data sources a block tree names; inside Form blocks only when asked; not those of blocks the environment's
 * flags or country hide (mayHoldIn: they never show, as their widgets are never loaded).
 */
const sourcesOf = (blocks: readonly Block[] | undefined, intoForms: boolean, env: Pick<SiteEnvironment, 'flags' | 'country'>) =>
  sourcesWhere(blocks, (block) => (intoForms || block.type !== 'Form') && mayHoldIn(block.visibleWhen, env));

/** The data sources a block tree names where the blocks show with `values`. */
const visibleSourcesOf = (blocks: readonly Block[] | undefined, env: Pick<SiteEnvironment, 'flags' | 'country'>, values: FormValues) =>
  sourcesWhere(blocks, (block) => conditionHolds(block.visibleWhen, env, values));

const normalised = (route: string) => route.toLowerCase().replace(/^\/+|\/+$/g, '');

/** Which page, or which flow and the rest of the address below it, an address below a locale's site path names. */
export type RouteMatch = { page: Page; flow?: undefined } | { page?: undefined; flow: Flow; stepRoute: string } | { page?: undefined; flow?: undefined };

/**
 * The page or flow an address below a locale's site path ("/qualifying", "/claim/summary", "" …) names:
 * case-insensitive, trailing slash ignored; a page's own route first, then a flow's and anything below it, then
 * the not-found page (route "*"). The one matcher of the site: the browser's router, the server's paint and the
 * journey simulation all show what it says.
 */
export function routeMatchOf(definitions: Pick<Definitions, 'pages' | 'flows'>, env: Pick<SiteEnvironment, 'flags' | 'country'>, below: string): RouteMatch {
  let route: string;
  try {
    route = normalised(decodeURIComponent(below.split(/[?#]/, 1)[0]));
  } catch {
    route = '\u0000';
  }
  const pages = (definitions.pages ?? []).filter((page) => conditionHolds(page.visibleWhen, env));
  const page = pages.find((p) => p.route !== '*' && normalised(p.route) === route);
  if (page) return { page };
  for (const flow of definitions.flows ?? []) {
    const flowRoute = normalised(flow.route);
    if (route === flowRoute || route.startsWith(`${flowRoute}/`)) return { flow, stepRoute: route.slice(flowRoute.length + 1) };
  }
  const notFound = pages.find((p) => p.route === '*');
  return notFound ? { page: notFound } : {};
}

/**
 * The screen an address below a locale's site path shows (routeMatchOf), with what its first render needs. The
 * server uses it to preload a page's widget chunks with its HTML, the browser to load them before the first paint.
 */
export function screenOfPath(definitions: Definitions, env: Pick<SiteEnvironment, 'flags' | 'country'>, below: string): Screen {
  const layoutBlocks = [...(definitions.layout?.header ?? []), ...(definitions.layout?.footer ?? [])];
  const layoutTypes = () => widgetTypesShownIn(layoutBlocks, env);
  const textAliases = (blocks: readonly Block[] | undefined) => aliasesOf(blocks, aliasesOf(layoutBlocks, new Set()));
  const match = routeMatchOf(definitions, env, below);
  if (match.flow) {
    const { flow, stepRoute } = match;
    const byId = new Map((definitions.steps ?? []).map((step) => [step.id, step]));
    const steps = (flow.steps ?? []).map((id) => byId.get(id)).filter((s): s is Step => !!s && conditionHolds(s.visibleWhen, env));
    const named = steps.findIndex((s) => normalised(s.route) === stepRoute);
    const step = steps[named] ?? steps[0];
    return {
      flow,
      step,
      ...(named === -1 ? {} : { stepIndex: named }),
      widgetTypes: widgetTypesShownIn(step?.blocks, env, layoutTypes()),
      textAliases: textAliases(step?.blocks),
      sources: sourcesOf(step?.blocks, true, env),
      paintedSources: visibleSourcesOf(step?.blocks, env, (flow.defaults ?? {}) as FormValues),
    };
  }
  const sources = sourcesOf(match.page?.blocks, false, env);
  return { page: match.page, widgetTypes: widgetTypesShownIn(match.page?.blocks, env, layoutTypes()), textAliases: textAliases(match.page?.blocks), sources, paintedSources: sources };
}
