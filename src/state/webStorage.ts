import { createResilientStorage } from './resilientStorage';
import { storageFallback } from './storageFallback';

/**
 * The only module that touches the browser's Web Storage (tests/unit/architecture keeps it so): session
 * storage (drafts, confirmation, tracked claim, locale) and local storage (visitor id, cookie choice), each
 * falling back to memory for the visit when the browser refuses it.
 */
export const webStorage = {
  session: createResilientStorage(
    () => window.sessionStorage,
    () => storageFallback.report('session'),
  ),
  local: createResilientStorage(
    () => window.localStorage,
    () => storageFallback.report('local'),
  ),
};
