import { sessionStore } from './sessionStore';
import { MIRROR_HEADER } from '../../core/engine/flow/draftMirror';

/**
 * Takes over, at the site's start, what the server's session kept for the page's forms posted without scripts (the
 * claim tracked: core/engine/inlinedStatus.ts ClaimFormStatus.session), as the browser's actions would have kept it
 * had its scripts run: each entry session storage does not hold yet. What it holds stays (the browser's own, newer).
 * Then the server forgets them (server/site/page-forms/page-forms.ts `forget`): from here the browser holds them
 * alone, so a change its scripts make (Switch claim) is not undone by the next page the server paints. Loaded only by
 * a page that carries such entries (src/app/main.tsx).
 */
export function adoptServerSession(entries: Readonly<Record<string, unknown>>, address = location.pathname): void {
  for (const key in entries) if (sessionStore.get(key) === undefined) sessionStore.set(key, entries[key]);
  void fetch(address, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [MIRROR_HEADER]: '1' },
    body: JSON.stringify({ session: null }),
    credentials: 'same-origin',
    keepalive: true,
  }).catch(() => undefined);
}
