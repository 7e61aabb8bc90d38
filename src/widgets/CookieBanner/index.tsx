import { useId, useState, useSyncExternalStore, type MouseEvent } from 'react';
import type { WidgetProps } from '../../engine/contract';
import './cookieBanner.css';

/**
 * The cookie notice: minimal or all cookies. A labelled region in the page flow (never an overlay, never a
 * focus trap), so it cannot cover the focused element. Whether it shows comes from the choice the engine read
 * at page load (part of the first render: no shift, and keyboard users start at the top as usual); it hides
 * once the visitor chooses, and focus then moves to the main content so it is not lost with the buttons.
 * On a page the server rendered, the first render shows what the server sent (from the notice cookie), and the
 * stored choice right after; the two differ only when that cookie was lost. Without scripts its buttons post the
 * choice (a form to the page's own address), which the server keeps in that cookie.
 */
export default function CookieBanner({ text, cookieConsent }: WidgetProps) {
  const [open, setOpen] = useState(cookieConsent.dueAtLoad);
  const titleId = useId();
  const hydrating = useSyncExternalStore(subscribeNever, isFalse, isTrue);
  if (!(hydrating ? (cookieConsent.dueOnServer ?? open) : open)) return null;
  const choose = (event: MouseEvent, allowOptionalCookies: boolean) => {
    event.preventDefault();
    cookieConsent.choose(allowOptionalCookies);
    setOpen(false);
    document.getElementById('main')?.focus({ preventScroll: true });
  };
  return (
    <section className="cookie-banner" aria-labelledby={titleId}>
      <div className="container">
        <h2 className="cookie-banner__title" id={titleId}>
          {text('title')}
        </h2>
        {/* Plain text: sanitising HTML would download DOMPurify on every page for one sentence. */}
        <p className="cookie-banner__body">{text('body')}</p>
        {/* Without scripts the choice posts to the page's own address: the server sets the notice's cookie and sends
            the visitor back (server/site/cookie-choice.ts). */}
        <form className="cookie-banner__actions" method="post">
          <button type="submit" name="cookieChoice" value="all" className="button" onClick={(event) => choose(event, true)}>
            {text('acceptAll')}
          </button>
          <button type="submit" name="cookieChoice" value="minimal" className="button button--secondary" onClick={(event) => choose(event, false)}>
            {text('minimal')}
          </button>
        </form>
      </div>
    </section>
  );
}

const subscribeNever = () => () => undefined;
const isFalse = () => false;
const isTrue = () => true;
