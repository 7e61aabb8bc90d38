import { useEffect, useMemo, useRef, useState } from 'react';
import type { PropsOf, WidgetProps } from '../../engine/contract';
import { hintIdOf } from '../_shared/fieldMessages';
import { faqNumberOf, matchingEntries, type FaqEntry } from './search';
import './faqSearch.css';
import type manifest from './manifest';

/** The block's props, as its manifest's schema says. */
type Props = PropsOf<typeof manifest>;

/** Upper bound of question<n> slots read (the list ends at the first missing one). */
const MAX_ENTRIES = 100;

/**
 * The help page's FAQ: a search box filtering the entries by question and answer (case- and accent-insensitive),
 * the count of matches in a polite live region, and each entry a native details/summary disclosure. The search box
 * is a search landmark (a form with role=search). An address
 * #faq-n opens entry n and scrolls it into view below the header.
 */
export default function FaqSearch({ id, text, html, props, env, location }: WidgetProps<Props>) {
  const entries = useMemo(() => {
    const list: FaqEntry[] = [];
    for (let n = 1; n <= MAX_ENTRIES; n++) {
      const question = text(`question${n}`);
      if (!question) break;
      list.push({ n, question, answer: text(`answer${n}`) });
    }
    return list;
  }, [text]);
  const [query, setQuery] = useState('');
  const matches = useMemo(() => matchingEntries(entries, query, env.locale), [entries, query, env.locale]);
  const searching = query.trim() !== '';
  const status = !searching ? '' : matches.size === 0 ? text('resultsNone') : matches.size === 1 ? text('resultsOne') : text('resultsMany', { count: matches.size });

  const { hash } = location;
  const listRef = useRef<HTMLDivElement>(null);
  const offset = props.scrollOffset ?? 16;
  useEffect(() => {
    const n = faqNumberOf(hash);
    const entry = n === undefined ? null : listRef.current?.querySelector<HTMLDetailsElement>(`#faq-${n}`);
    if (!entry) return;
    entry.open = true;
    // After layout (images, lazily loaded blocks above): keep the entry just below a sticky or fixed header.
    const frame = requestAnimationFrame(() => {
      const header = document.querySelector<HTMLElement>('.site-header');
      const position = header ? getComputedStyle(header).position : '';
      const covered = header && (position === 'sticky' || position === 'fixed') ? header.getBoundingClientRect().bottom : 0;
      window.scrollTo({ top: Math.max(0, window.scrollY + entry.getBoundingClientRect().top - covered - offset) });
      entry.querySelector('summary')?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [hash, offset]);

  const inputId = `${id}-query`;
  const hint = text('hint');
  return (
    <section className="faq-search" aria-labelledby={`${id}-label`}>
      {/* A search landmark; the list filters as the customer types, so sending it (Enter) does nothing more. */}
      <form role="search" aria-labelledby={`${id}-label`} onSubmit={(event) => event.preventDefault()}>
        <div className="field">
          <label className="label" id={`${id}-label`} htmlFor={inputId}>
            {text('label')}
          </label>
          {hint && (
            <div className="hint" id={hintIdOf(inputId)}>
              {hint}
            </div>
          )}
          <input
            className="input input--width-full faq-search__input"
            id={inputId}
            type="search"
            autoComplete="off"
            spellCheck={false}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            aria-describedby={[hint && hintIdOf(inputId), `${id}-status`].filter(Boolean).join(' ')}
            aria-controls={`${id}-list`}
          />
        </div>
      </form>
      <p className="body faq-search__status" id={`${id}-status`} role="status" aria-live="polite" aria-atomic="true">
        {status}
      </p>
      <div className="faq-search__list" id={`${id}-list`} ref={listRef}>
        {entries.map((entry) => (
          <details key={entry.n} className="faq-search__entry" id={`faq-${entry.n}`} hidden={!matches.has(entry.n)}>
            <summary className="faq-search__question">{entry.question}</summary>
            <div className="faq-search__answer">{html(`answer${entry.n}`)}</div>
          </details>
        ))}
      </div>
    </section>
  );
}
