import { reloadOnStaleChunk } from './staleBuildReload';

/** A module loaded once; one that failed to load is asked for again the next time it is needed. */
export function laterPart<T>(load: () => Promise<T>) {
  let loading: Promise<T> | undefined;
  const once = (fetch: () => Promise<T>) =>
    (loading ??= fetch().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return {
    /** When needed: a chunk missing then (a new build was deployed meanwhile) reloads the page (staleBuildReload.ts). */
    load: () => once(() => reloadOnStaleChunk(load)),
    /** Ahead of need: a failure here only means it is asked for again when needed. */
    prefetch: () => void once(load).catch(() => undefined),
  };
}

/**
 * Code a screen runs only once the customer acts: what Continue runs and the summary of the errors it found. Kept
 * out of the page's scripts (a claim step waits for every byte of those before it is ready on a slow phone) and
 * fetched once the site is ready and the browser idle (main.tsx), so it is there by the first press of Continue.
 */
export const laterParts = {
  submitForm: laterPart(() => import('./form/submitForm')),
  errorSummary: laterPart(() => import('./form/ErrorSummaryPanel')),
};

export function prefetchLaterParts(): void {
  for (const part of Object.values(laterParts)) part.prefetch();
}
