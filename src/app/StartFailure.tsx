import { useEffect, useRef, useState } from 'react';
import { startFailureText } from './startFailureText';

interface Props {
  locale: string;
  /** Tries to start again; resolves once the site is shown (this screen is then replaced). */
  retry: () => Promise<void>;
}

/**
 * The site could not start (the wording could not be loaded): a styled page in the locale's language with a
 * retry that starts again without reloading, so whatever the customer entered (kept in storage or, when
 * storage is refused, in memory) is still there.
 */
export function StartFailure({ locale, retry }: Props) {
  const text = startFailureText(locale);
  const [state, setState] = useState<'idle' | 'retrying' | 'failed'>('idle');
  // aria-disabled rather than disabled while trying: the button keeps focus for the next try.
  const title = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    document.title = text.title;
    title.current?.focus();
  }, [text.title]);

  const tryAgain = () => {
    if (state === 'retrying') return;
    setState('retrying');
    retry().catch(() => setState('failed'));
  };

  return (
    <main id="main" className="container main">
      <div className="start-failure">
        <h1 ref={title} tabIndex={-1} className="start-failure__title">
          {text.title}
        </h1>
        <p>{text.body}</p>
        <button type="button" className="button" aria-disabled={state === 'retrying'} onClick={tryAgain}>
          {state === 'retrying' ? text.retrying : text.retry}
        </button>
        <p className="start-failure__status" role="status">
          {state === 'failed' ? text.stillFailing : ''}
        </p>
      </div>
    </main>
  );
}
