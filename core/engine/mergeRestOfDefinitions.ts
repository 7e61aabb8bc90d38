import type { SiteDefinitions } from './siteDefinitions';

type Part = { id: string };

/** Gives each object of `parts` what the object of the same id in `whole` has and it lacks (in place). */
function completeEach<T extends Part>(parts: readonly T[], whole: readonly T[]): void {
  const byId = new Map(whole.map((part) => [part.id, part]));
  for (const part of parts) {
    const full = byId.get(part.id);
    if (!full) continue;
    for (const [key, value] of Object.entries(full)) if (!(key in part)) (part as Record<string, unknown>)[key] = value;
  }
}

/**
 * Completes definitions that carried only a first screen's (firstScreenDefinitions) with the whole ones of the same
 * version (the address in `rest` names its version), in place: the pages, flows and steps keep their identity (the
 * screen on show, a flow's step list and what was derived from them stay valid) and gain their blocks and
 * submission mappings. `rest` goes: the definitions are whole.
 */
export function mergeRestOfDefinitions(definitions: SiteDefinitions, whole: SiteDefinitions): void {
  completeEach(definitions.pages, whole.pages);
  completeEach(definitions.steps, whole.steps);
  completeEach(definitions.flows, whole.flows);
  delete definitions.rest;
}
