import { useEffect, useId, useRef, type MouseEvent } from 'react';
import type { ContentLookup, FieldError } from '../contract';
import { fieldId } from '../../../core/engine/paths';

export interface ErrorSummaryProps {
  errors: readonly FieldError[];
  titleAlias: string | undefined;
  content: ContentLookup;
}

/** GOV.UK-style error summary: takes focus when errors appear and links to each field. */
export default function ErrorSummaryPanel({ errors, titleAlias, content }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  // Several forms on one page (accept and reject) may each show a summary: their title ids must differ.
  const titleId = `error-summary-title${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  // Shown only with errors (ErrorSummary): each new set of them takes focus.
  useEffect(() => {
    ref.current?.focus();
    ref.current?.scrollIntoView?.({ block: 'start' });
  }, [errors]);

  const shown = uniqueErrors(errors);
  return (
    // autoFocus: a page the server answered with errors (a form posted without scripts) focuses it as it loads.
    <div className="error-summary" ref={ref} tabIndex={-1} role="alert" aria-labelledby={titleId} autoFocus>
      <h2 className="error-summary__title" id={titleId}>
        {content.text(titleAlias)}
      </h2>
      <ul className="error-summary__list">
        {shown.map((error) => (
          <li key={`${error.path ?? ''}|${error.alias}`}>
            {error.path ? (
              <a href={`#${fieldId(error.path)}`} onClick={focusField}>
                {content.text(error.alias)}
              </a>
            ) : (
              content.text(error.alias)
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * One line per message: a rule that flags two fields ("enter a mobile or telephone number") is listed once,
 * linking to the first of them; each field still shows the message itself.
 */
function uniqueErrors(errors: readonly FieldError[]): FieldError[] {
  const seen = new Set<string>();
  return errors.filter((error) => {
    const key = error.alias;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Move focus to the field (not only scroll), so keyboard users can fix it at once. */
function focusField(event: MouseEvent<HTMLAnchorElement>) {
  const id = event.currentTarget.hash.slice(1);
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  target.focus();
  target.scrollIntoView?.({ block: 'center' });
}
