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
 * Code a screen runs only once the customer acts: what Continue runs and the summary of the errors it found. Kept out
 * of the page's scripts (a claim step waits for every byte of those before it is ready on a slow phone) and fetched
 * once the site is ready and the browser idle (main.tsx), if a form is on screen by then or once one shows
 * (useFormController.ts), so it is there by the first press of Continue; a page without a form (a page of text) never
 * downloads it.
 */
export const laterParts = {
  submitForm: laterPart(() => import('./form/submitForm')),
  errorSummary: laterPart(() => import('./form/ErrorSummaryPanel')),
};

let siteReady = false;
let formShown = false;
const prefetchAll = () => {
  for (const part of Object.values(laterParts)) part.prefetch();
};

/** The site is ready (main.tsx, once the browser is idle): the later parts come now if a form has shown. */
export function prefetchLaterParts(): void {
  siteReady = true;
  if (formShown) prefetchAll();
}

/** A form is on screen (useFormController.ts): the later parts come once the site is ready, or now if it is. */
export function formOnScreen(): void {
  formShown = true;
  if (siteReady) prefetchAll();
}
