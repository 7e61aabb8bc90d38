import { useEffect, useRef, useState, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Moves the keyboard into the preview, at its first control (the site's skip link), as Tab from the address bar would. */
export function enterFrame(frame: HTMLIFrameElement | null, entered: RefObject<boolean>) {
  const page = frame?.contentDocument;
  if (!frame || !page) return;
  entered.current = true;
  frame.contentWindow?.focus();
  (page.querySelector<HTMLElement>(FOCUSABLE) ?? page.body).focus();
}

/**
 * The preview frame out of the keyboard's way: Tab goes past it (focus that arrives in it by Tab is passed on to
 * `after` going forwards, to `back` going backwards), so the whole customer site is not walked on the way to the
 * studio's next control. The manager enters it with `back` (see enterFrame) or by clicking in it, and Escape there
 * (one no control of the page took, as a calendar's) comes back to `back`. The frame stays a frame like any other
 * (a screen reader reads it, a mouse uses it): the preview is this site, same origin, so its pages can be listened to.
 */
export function usePreviewFrameKeyboard(frame: RefObject<HTMLIFrameElement | null>, back: RefObject<HTMLElement | null>, after: RefObject<HTMLElement | null>) {
  const entered = useRef(false);
  const [inside, setInside] = useState(false);
  /** The studio's control focus left last: where Tab came from when it reached the frame. */
  const cameFrom = useRef<Element | null>(null);
  useEffect(() => {
    const onParentFocusOut = (event: FocusEvent) => {
      cameFrom.current = event.target as Element;
    };
    document.addEventListener('focusout', onParentFocusOut);
    return () => document.removeEventListener('focusout', onParentFocusOut);
  }, []);
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    let detach = () => undefined as void;
    let attachedTo: Document | null = null;
    const attach = () => {
      detach();
      const view = element.contentWindow;
      const page = element.contentDocument;
      attachedTo = page;
      if (!view || !page) return;
      const onPointer = () => {
        entered.current = true;
      };
      const onFocusIn = () => {
        if (entered.current) return setInside(true);
        // Reached by Tab without being entered: on past the frame, the way the keyboard was going.
        const backwards = !!cameFrom.current && element.compareDocumentPosition(cameFrom.current) === Node.DOCUMENT_POSITION_FOLLOWING;
        (backwards ? back.current : after.current)?.focus();
      };
      // Left for the studio (not a page of the frame replacing another, which keeps the keyboard in it).
      const onBlur = () =>
        setTimeout(() => {
          if (document.activeElement === element) return;
          entered.current = false;
          setInside(false);
        });
      const onKey = (event: KeyboardEvent) => {
        if (event.key !== 'Escape' || event.defaultPrevented) return;
        event.preventDefault();
        back.current?.focus();
      };
      view.addEventListener('pointerdown', onPointer, true);
      view.addEventListener('focusin', onFocusIn, true);
      view.addEventListener('blur', onBlur);
      view.addEventListener('keydown', onKey);
      detach = () => {
        view.removeEventListener('pointerdown', onPointer, true);
        view.removeEventListener('focusin', onFocusIn, true);
        view.removeEventListener('blur', onBlur);
        view.removeEventListener('keydown', onKey);
      };
    };
    attach();
    // Each page the frame goes to (a link, a redirect, a reload) gets the listeners as soon as it is there.
    const following = setInterval(() => element.contentDocument !== attachedTo && attach(), 50);
    return () => {
      clearInterval(following);
      detach();
    };
  });
  return { inside, entered };
}
