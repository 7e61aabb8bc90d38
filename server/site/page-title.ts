import type { Screen } from '../../core/engine/screenOfPath';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The `<title>` of a screen's HTML, as the browser sets it once the page runs (usePageTitle: "Title – Site"), so a
 * tab, a bookmark or a screen reader has it from the start instead of "Loading…"; prefixed as the browser does
 * ("Error: ") on a form the server answered with errors (`errorPrefixAlias`). Undefined without wording.
 */
export function pageTitleTag(screen: Screen, content: Record<string, string> | undefined, siteTitleAlias: string | undefined, errorPrefixAlias?: string): string | undefined {
  if (!content) return undefined;
  const alias = (screen.step ?? screen.page)?.title;
  const prefix = errorPrefixAlias && content[errorPrefixAlias] ? `${content[errorPrefixAlias]} ` : '';
  const title = [alias && content[alias] && prefix + content[alias], siteTitleAlias && content[siteTitleAlias]].filter(Boolean).join(' – ');
  return title ? `<title>${escapeHtml(title)}</title>` : undefined;
}
