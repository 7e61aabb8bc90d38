import { useEffect, useRef } from 'react';
import { useLocation } from './siteRouter';
import { useEngine } from '../EngineContext';
import { addressesOf } from '../../../core/package/addresses';

/**
 * A newly published version reaches an open page at its next navigation, never in the middle of a step: after a
 * navigation inside the site, the page asks the server which version is live (`<basePath>/live-version.json`) and,
 * when it is not the one it was built from, loads the address it went to again (the draft stays in session storage:
 * kept, migrated or reset by the new version's draftVersion).
 */
export function useLiveVersion() {
  const { definitions } = useEngine();
  const { key } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    // The page was just made from the live version; each later navigation asks (a tiny answer, never cached).
    if (first.current || !definitions.version) {
      first.current = false;
      return;
    }
    const address = `${addressesOf(definitions.promotion).basePath}/live-version.json`;
    fetch(address, { cache: 'no-store' })
      .then((answer) => (answer.ok ? (answer.json() as Promise<{ version?: string }>) : undefined))
      .then((live) => {
        if (live?.version && live.version !== definitions.version) window.location.reload();
      })
      .catch(() => undefined); // offline or a server without versions: stay on the version shown
  }, [key, definitions]);
}
