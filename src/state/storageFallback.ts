/** Which browser storage fell back to memory. */
export type StorageArea = 'session' | 'local';

type Listener = (area: StorageArea) => void;

const fallen = new Set<StorageArea>();
const listeners = new Set<Listener>();

/**
 * Whether progress lives in memory only for this visit (a storage refused a read or a write). Listeners hear
 * each area once: the layout tells the customer, the app reports it to the server.
 */
export const storageFallback = {
  /** Called by the storage module at every failure; only the first per area is passed on. */
  report(area: StorageArea): void {
    if (fallen.has(area)) return;
    fallen.add(area);
    for (const listener of listeners) listener(area);
  },
  /** True once any storage fell back (read during render: plain memory, no storage access). */
  happened: (): boolean => fallen.size > 0,
  areas: (): StorageArea[] => [...fallen],
  /** Listen for areas that fall back from now on; answers the function that stops listening. */
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};
