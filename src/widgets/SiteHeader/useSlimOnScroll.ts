import { useEffect, useState } from 'react';

/** Spec §9: the header's slim toggle is debounced by 10 ms. */
export const SLIM_DEBOUNCE_MS = 10;
/** Scrolled further than this (px), the header turns slim; back above it, it turns full again. */
export const SLIM_AFTER_PX = 48;

/**
 * Whether the page is scrolled far enough for the slim header. Starts false (the same first render on the
 * server and in the browser), then follows scroll events, settled 10 ms after the last one so a fling does not
 * toggle the class on every frame.
 */
export function useSlimOnScroll(): boolean {
  const [slim, setSlim] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = () => setSlim(window.scrollY > SLIM_AFTER_PX);
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(settle, SLIM_DEBOUNCE_MS);
    };
    settle();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);
  return slim;
}
