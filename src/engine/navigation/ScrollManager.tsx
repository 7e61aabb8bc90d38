import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from './siteRouter';

const positions = new Map<string, number>();

/**
 * Scroll to top on every new navigation; restore the remembered position on back/forward.
 * (Declarative React Router has no <ScrollRestoration>, which needs the data router.)
 */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  // The entry being shown: scroll events that arrive after a navigation must not overwrite the old entry.
  const shownKey = useRef(location.key);

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);

  useEffect(() => {
    const key = location.key;
    let frame = 0;
    const remember = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (shownKey.current === key) positions.set(key, window.scrollY);
      });
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', remember);
    };
  }, [location.key]);

  useLayoutEffect(() => {
    shownKey.current = location.key;
    if (location.hash) return; // anchors such as #faq-3 scroll themselves
    const saved = navigationType === 'POP' ? positions.get(location.key) : undefined;
    window.scrollTo(0, saved ?? 0);
    if (!saved) return;
    // The page may still be loading (lazy widgets, data): keep restoring for up to a second while it grows.
    let frame = 0;
    let attempts = 0;
    const restore = () => {
      window.scrollTo(0, saved);
      if (Math.abs(window.scrollY - saved) > 1 && attempts++ < 60) frame = requestAnimationFrame(restore);
    };
    frame = requestAnimationFrame(restore);
    return () => cancelAnimationFrame(frame);
  }, [location.key, location.hash, navigationType]);

  return null;
}
