import { startTransition, useCallback, useState, useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * Whether React renders what the server painted, and the call that ends it. True on the server, and in the browser
 * from hydrating the server's HTML until `end` is called (once the painted screen has hydrated): a screen that
 * depends on what only the browser holds (a claim draft in session storage) renders as the server did meanwhile, so
 * hydration changes nothing on screen, and then shows the browser's state. Ended before its parts have hydrated,
 * React would drop their server HTML and show a loading line; ended in a transition, a render that waits for
 * something keeps the painted screen meanwhile. A screen rendered in the browser alone never sees true.
 */
export function useServerPaint(): [painted: boolean, end: () => void] {
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const [painted, setPainted] = useState(hydrating);
  const end = useCallback(() => startTransition(() => setPainted(false)), []);
  return [painted, end];
}
