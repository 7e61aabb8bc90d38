import { createContext, useContext, useEffect, useState } from 'react';
import { useEngine } from '../EngineContext';

/** Lets a form inside a page (e.g. the tracker) report that it shows errors, for the page title. */
export const PageErrorsContext = createContext<(formId: string, hasErrors: boolean) => void>(() => {});

/** State for a page: which of its forms currently show errors. */
export function usePageErrors() {
  const [forms, setForms] = useState<ReadonlySet<string>>(new Set());
  const report = useState(() => (formId: string, hasErrors: boolean) =>
    setForms((previous) => {
      if (previous.has(formId) === hasErrors) return previous;
      const next = new Set(previous);
      if (hasErrors) next.add(formId);
      else next.delete(formId);
      return next;
    }),
  )[0];
  return { hasErrors: forms.size > 0, report };
}

export function useReportErrors(formId: string, hasErrors: boolean): void {
  const report = useContext(PageErrorsContext);
  useEffect(() => {
    report(formId, hasErrors);
    return () => report(formId, false);
  }, [report, formId, hasErrors]);
}

/** "Title – Site", prefixed "Error: " while the page shows errors (GOV.UK pattern). */
export function usePageTitle(titleAlias: string | undefined, hasErrors = false): void {
  const { content, definitions } = useEngine();
  const text = definitions.layout?.text ?? {};
  const title = content.text(titleAlias);
  const site = content.text(text.siteTitle);
  const prefix = hasErrors ? `${content.text(text.errorTitlePrefix)} ` : '';
  useEffect(() => {
    document.title = [prefix + title, site].filter(Boolean).join(' – ');
  }, [prefix, title, site]);
}
