import { sessionStore } from '../state/sessionStore';
import { clientFailures } from './clientFailures';

/** Session-storage marker: when the page last reloaded for a missing chunk. */
const MARKER = 'stale-build-reload';
/** A chunk missing again this soon after a reload is not a stale build: show the part-failure message. */
export const RELOAD_GUARD_MS = 2 * 60_000;

export interface PageControl {
  reload: () => void;
  now: () => number;
}

const browserPage: PageControl = { reload: () => window.location.reload(), now: () => Date.now() };

/** Pages already reloading: the other widgets of the same missing chunk fail too, and wait for the same reload. */
const reloading = new WeakSet<PageControl>();

/** The hashed file name in a failed dynamic import's message (Chromium, Firefox and Safari all name the URL). */
export function assetOf(error: unknown): string | undefined {
  const match = /([A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*\.(?:m?js|css))(?:[?#]\S*)?\s*$/.exec(String((error as Error)?.message ?? ''));
  return match?.[1];
}

/**
 * Loads a lazily loaded chunk. When it fails (a new deployment replaced the hashed files this page was built
 * with), the page reloads once to pick up the new build; the draft is in session storage, so nothing is lost.
 * Only when the marker shows a reload in the last two minutes, or the marker cannot be kept (storage refused:
 * the reload would lose the draft and could repeat for ever), does the failure reach the error boundary.
 */
export function reloadOnStaleChunk<T>(load: () => Promise<T>, page: PageControl = browserPage): Promise<T> {
  return load().catch((error: unknown) => {
    if (reloading.has(page)) return new Promise<T>(() => undefined);
    const asset = assetOf(error);
    const last = Number((sessionStore.get(MARKER) as { at?: unknown } | undefined)?.at);
    const recentlyReloaded = Number.isFinite(last) && page.now() - last < RELOAD_GUARD_MS;
    if (!recentlyReloaded && sessionStore.set(MARKER, { at: page.now() })) {
      clientFailures.report({ kind: 'chunk_failure', detail: 'reloading', asset });
      reloading.add(page);
      page.reload();
      return new Promise<T>(() => undefined); // the page is going away: keep showing the loading text
    }
    clientFailures.report({ kind: 'chunk_failure', detail: 'reload_failed', asset });
    throw error;
  });
}
