/** What went wrong in the browser, in words an operator can act on and without anything about the customer. */
export interface ClientFailure {
  kind: 'start_failure' | 'chunk_failure' | 'storage_fallback';
  detail: 'content_unavailable' | 'unexpected' | 'reloading' | 'reload_failed' | 'session_storage' | 'local_storage';
  /** The file that failed (a hashed chunk name), when known. */
  asset?: string;
}

type Listener = (failure: ClientFailure) => void;

const listeners = new Set<Listener>();
/** Failures before anyone listens (a chunk failing while the app is still wiring up). */
const pending: ClientFailure[] = [];

/**
 * The engine reports client failures here without knowing the API; the app listens and sends them to the
 * server's report endpoint.
 */
export const clientFailures = {
  report(failure: ClientFailure): void {
    if (listeners.size === 0) pending.push(failure);
    for (const listener of listeners) listener(failure);
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    for (const failure of pending.splice(0)) listener(failure);
    return () => void listeners.delete(listener);
  },
};
