import { markDraft, unmarkAllDrafts } from '../../core/state/draftPresence';
import { createResilientStorage, type ResilientStorage } from './resilientStorage';
import { storageFallback } from './storageFallback';

/**
 * Session storage whose claim drafts are mirrored by a cookie that says only that a draft exists
 * (draftPresence.ts), so the server can paint the claim step it will show. A draft kept in memory only (storage
 * refused it) is not marked: a reload loses it.
 */
function withDraftMarks(storage: ResilientStorage): ResilientStorage {
  return {
    ...storage,
    setItem(key, value) {
      const kept = storage.setItem(key, value);
      markDraft(key, kept);
      return kept;
    },
    removeItem(key) {
      storage.removeItem(key);
      markDraft(key, false);
    },
    clear() {
      storage.clear();
      unmarkAllDrafts();
    },
  };
}

/**
 * The only module that touches the browser's Web Storage (tests/unit/architecture keeps it so): session
 * storage (drafts, confirmation, tracked claim, locale) and local storage (visitor id, cookie choice), each
 * falling back to memory for the visit when the browser refuses it.
 */
export const webStorage = {
  session: withDraftMarks(
    createResilientStorage(
      () => window.sessionStorage,
      () => storageFallback.report('session'),
    ),
  ),
  local: createResilientStorage(
    () => window.localStorage,
    () => storageFallback.report('local'),
  ),
};
