import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from './siteRouter';

/**
 * After an in-app navigation, focus moves to the new page's main heading (or the main landmark), so screen
 * readers announce the page and keyboard users start at its content, not at a vanished button.
 * The first page load keeps the browser's own focus.
 */
export function FocusManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (location.hash || navigationType === 'POP') return;
    // Lazy widgets may still be loading: wait for the heading for up to a second.
    let frame = 0;
    let attempts = 0;
    const focusHeading = () => {
      const main = document.getElementById('main');
      const heading = main?.querySelector<HTMLElement>('h1');
      if (!heading && attempts++ < 60) {
        frame = requestAnimationFrame(focusHeading);
        return;
      }
      const target = heading ?? main;
      if (!target || target.contains(document.activeElement)) return;
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
    };
    frame = requestAnimationFrame(focusHeading);
    return () => cancelAnimationFrame(frame);
  }, [location.key, location.hash, navigationType]);

  return null;
}
