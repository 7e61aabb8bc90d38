import { startTransition, useCallback, useState } from 'react';

/**
 * Whether the components mounting now hydrate the server's HTML: always on the server (what it renders is what
 * hydration will see); in the browser only while the first screen hydrates (main.tsx marks it). Read once, when a
 * component mounts: a hook that compares a server and a browser snapshot (useSyncExternalStore) would have React
 * re-render the whole claim step synchronously right after hydrating it, a 130 ms task on a slow phone.
 */
let hydrating = typeof window === 'undefined';

let screenHydrated: () => void = () => undefined;
/** Settled once the first screen has hydrated (markHydrating(false)). */
const firstScreenHydrated = new Promise<void>((resolve) => {
  screenHydrated = resolve;
});

/** The browser is about to hydrate the server's HTML (true), or has hydrated it (false). */
export function markHydrating(value: boolean): void {
  hydrating = value;
  if (!value) screenHydrated();
}

/**
 * What a part of the layout around the screen waits for before it hydrates: in the browser, while the first screen
 * hydrates, until it has (the screen first, so the customer can use it sooner); otherwise nothing.
 */
export function layoutHydrationWait(): Promise<void> | undefined {
  return hydrating && typeof window !== 'undefined' ? firstScreenHydrated : undefined;
}

/**
 * Whether React renders what the server painted, and the call that ends it. True on the server, and in the browser
 * from hydrating the server's HTML until `end` is called (once the painted screen has hydrated): a screen that
 * depends on what only the browser holds (a claim draft in session storage) renders as the server did meanwhile, so
 * hydration changes nothing on screen, and then shows the browser's state. Ended before its parts have hydrated,
 * React would drop their server HTML and show a loading line; ended in a transition, a render that waits for
 * something keeps the painted screen meanwhile. A screen rendered in the browser alone never sees true.
 */
export function useServerPaint(): [painted: boolean, end: () => void] {
  const [painted, setPainted] = useState(() => hydrating);
  const end = useCallback(() => startTransition(() => setPainted(false)), []);
  return [painted, end];
}
