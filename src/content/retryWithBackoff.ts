/** How often and how patiently a request is tried. */
export interface RetryPolicy {
  /** Tries in all, the first included. */
  attempts: number;
  /** Each try is abandoned after this long, so a request that never answers cannot hang the page. */
  timeoutMs: number;
  /** Wait before the 2nd, 3rd … try; the last value repeats. */
  delaysMs: readonly number[];
}

/**
 * The wording request at start: a store that is briefly down (503, a deployment) or slow gets four tries over
 * about five seconds, each given eight seconds, so the page appears without the customer doing anything, and
 * never waits for ever.
 */
export const contentRetryPolicy: RetryPolicy = { attempts: 4, timeoutMs: 8_000, delaysMs: [500, 1_500, 3_000] };

/** A failure that another try will not mend (a 4xx the request itself caused). */
export class PermanentFailure extends Error {
  override name = 'PermanentFailure';
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `task` until it succeeds or the attempts are spent, each try with its own timeout (its signal aborts),
 * waiting longer between tries. A PermanentFailure stops at once. Rejects with the last failure.
 */
export async function retryWithBackoff<T>(
  task: (signal: AbortSignal) => Promise<T>,
  policy: RetryPolicy,
  sleep: (ms: number) => Promise<void> = wait,
): Promise<T> {
  let failure: unknown;
  for (let attempt = 0; attempt < policy.attempts; attempt++) {
    if (attempt > 0) await sleep(policy.delaysMs[Math.min(attempt - 1, policy.delaysMs.length - 1)] ?? 0);
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new Error(`No answer within ${policy.timeoutMs} ms`));
      }, policy.timeoutMs);
    });
    try {
      return await Promise.race([task(controller.signal), timeout]);
    } catch (error) {
      failure = error;
      if (error instanceof PermanentFailure) break;
    } finally {
      clearTimeout(timer);
    }
  }
  throw failure;
}
