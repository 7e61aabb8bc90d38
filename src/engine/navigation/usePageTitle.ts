import { useEffect } from 'react';
import { useEngine } from '../EngineContext';

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
