import { useState, useSyncExternalStore } from 'react';
import { storageFallback } from '../state/storageFallback';
import { useEngine } from './EngineContext';

/** Hidden by the customer: stays hidden for the rest of the visit, whichever page they go to. */
let dismissed = false;

const sessionFellBack = () => storageFallback.areas().includes('session');
/** The server has no browser storage and never shows the notice; a page it rendered shows it right after hydrating. */
const notOnServer = () => false;

/**
 * Tells the customer once, in their language, that their progress lives in this page only (the browser
 * refused session storage). Local storage alone (visitor id, cookie choice) does not hold progress: no notice.
 * Reads the fallback signal (memory), never storage, during render.
 */
export function StorageNotice() {
  const engine = useEngine();
  const text = engine.definitions.layout?.text ?? {};
  const fellBack = useSyncExternalStore(storageFallback.subscribe, sessionFellBack, notOnServer);
  const [hidden, setHidden] = useState(dismissed);
  if (!fellBack || hidden || !text.storageUnavailable) return null;
  return (
    <div className="storage-notice" role="status">
      <p className="storage-notice__text">{engine.content.text(text.storageUnavailable)}</p>
      <button
        type="button"
        className="button button--secondary button--small"
        onClick={() => {
          dismissed = true;
          setHidden(true);
        }}
      >
        {engine.content.text(text.storageUnavailableDismiss)}
      </button>
    </div>
  );
}
