import { useEffect, type RefObject } from 'react';

/**
 * Publishes the header's height as --header-height on the root element, so the page's scroll padding keeps
 * focused elements and #anchors from hiding under a sticky header (it changes when the header turns slim).
 */
export function useHeaderHeight(header: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = header.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const publish = () => root.style.setProperty('--header-height', `${Math.ceil(element.getBoundingClientRect().height)}px`);
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    publish();
    return () => {
      observer.disconnect();
      root.style.removeProperty('--header-height');
    };
  }, [header]);
}
