import { contentRetryPolicy, PermanentFailure, retryWithBackoff } from './retryWithBackoff';

/**
 * A JSON document of the site asked for after the start (the rest of the wording, of the definitions), tried again
 * as the start's wording request is: a busy or failing server (408, 429, 5xx) or the network again, anything else
 * not. `what` names it in the errors; `problemOf` says why an answer is not what was asked for (undefined: it is).
 */
export function loadJsonRetried<T>(url: string, what: string, problemOf: (value: unknown) => string | undefined): Promise<T> {
  return retryWithBackoff(async (signal) => {
    const response = await fetch(url, { signal, credentials: 'same-origin', headers: { accept: 'application/json' } });
    if (!response.ok) {
      const message = `The ${what} answered ${response.status}`;
      throw response.status === 408 || response.status === 429 || response.status >= 500 ? new Error(message) : new PermanentFailure(message);
    }
    const value = (await response.json()) as unknown;
    const problem = problemOf(value);
    if (problem) throw new PermanentFailure(problem);
    return value as T;
  }, contentRetryPolicy);
}
