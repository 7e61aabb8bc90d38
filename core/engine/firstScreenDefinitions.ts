import type { SiteDefinitions } from './siteDefinitions';

/** What a definition file says about itself, for the checker and editors: nothing the site reads. */
const FILE_MARKERS = ['$schema', 'schemaVersion', 'kind'] as const;

function withoutKeys<T extends object>(value: T, keys: readonly string[]): T {
  const kept = { ...value } as Record<string, unknown>;
  for (const key of keys) delete kept[key];
  return kept as T;
}

/** The screen a page shows first, by its page's or step's id (screenOfPath, on these or equal definitions). */
export type FirstScreen = { page?: { id: string }; step?: { id: string } };

/**
 * The definitions a page carries when its first screen is `screen` (screenOfPath of its address): everything the
 * site needs to route, link, guard and list a flow's steps from the start (the layout, the promotion, every page's,
 * flow's and step's id, route, title, guard, visibleWhen, redirect …), but the blocks only of the screen itself,
 * no flow's submission mapping (needed only when sending) and no file markers. Two thirds of the locale's
 * definitions are left for `rest`, the address of the whole ones, which the browser merges in once it is ready
 * (mergeRestOfDefinitions). The objects returned are new; `definitions` is left as it is.
 *
 * The objects left without their blocks are typed as whole: the site shows a screen only once its blocks are here
 * (src/engine/DefinitionsComplete.tsx).
 */
export function firstScreenDefinitions(definitions: SiteDefinitions, screen: FirstScreen, rest: string): SiteDefinitions {
  const leftOut = (shown: boolean) => (shown ? FILE_MARKERS : [...FILE_MARKERS, 'blocks']);
  return {
    ...definitions,
    rest,
    pages: definitions.pages.map((page) => withoutKeys(page, leftOut(page.id === screen.page?.id))),
    steps: definitions.steps.map((step) => withoutKeys(step, leftOut(step.id === screen.step?.id))),
    flows: definitions.flows.map((flow) => withoutKeys(flow, [...FILE_MARKERS, 'submission'])),
  };
}

/** Whether the definitions carry the blocks the screen shows (whole definitions always do). */
export function carriesBlocksOf(screen: { page?: { blocks?: unknown }; step?: { blocks?: unknown } }): boolean {
  const shown = screen.page ?? screen.step;
  return !shown || shown.blocks !== undefined;
}
