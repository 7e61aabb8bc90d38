import { sessionStore } from './sessionStore';

/**
 * Takes over, at the site's start, what the server's session kept for the page's forms posted without scripts (the
 * claim tracked: core/engine/inlinedStatus.ts ClaimFormStatus.session), as the browser's actions would have kept it
 * had its scripts run: each entry session storage does not hold yet. What it holds stays (the browser's own, newer).
 * (A plain `for in`: the entries are parsed JSON, and this runs in every page's entry script, so each byte counts.)
 */
export function adoptServerSession(entries?: Readonly<Record<string, unknown>>): void {
  for (const key in entries) if (sessionStore.get(key) === undefined) sessionStore.set(key, entries[key]);
}
