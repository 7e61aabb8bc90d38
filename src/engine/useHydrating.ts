import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => undefined;
const no = () => false;
const yes = () => true;

/**
 * True while React renders on the server or hydrates what the server sent; false in every render after that (and
 * from the start when the page was rendered in the browser). A part only the browser can show renders its server
 * form while this is true, so hydration matches, and its own form right after.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(subscribeNever, no, yes);
}
