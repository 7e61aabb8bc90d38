import { useMemo, useState, Suspense } from 'react';
import { aliasesIn } from '../../core/content/aliasesIn';
import { SanitizedHtml } from '../content/SanitizedHtml';
import { hasMarkup } from '../../core/content/hasMarkup';
import { fieldIdOf, pointerOf } from './fieldIds';
import { MessagePreview } from './MessagePreview';
import { CustomerMessagesPreview } from './CustomerMessagesPreview';
import { FieldError, useFieldProblems } from './Problems';
import { draftPromotionConfigOf, type PromotionConfig } from '../../core/package/promotionConfig';
import type { Files, Update } from './useDraft';
import { ScrollRegion } from './ScrollRegion';

/**
 * Every alias with its locales side by side: missing and empty translations flagged, a search, a filter by page or
 * step, and for wording with markup the result as the site shows it (sanitised the same way). A row edited since the
 * filter was last changed stays where it is, whatever is typed in it: the filter never takes away the field being
 * typed in (nor its focus), so nothing is saved that the manager did not see.
 */
export function WordingTab({ files, locales, update }: { files: Files; locales: string[]; update: Update }) {
  const promotion = draftPromotionConfigOf(files);
  const [query, setQuery] = useState('');
  const [page, setPage] = useState('');
  const [onlyGaps, setOnlyGaps] = useState(false);
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());
  // A new filter is applied to every row, those edited before too.
  const filterBy =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setEdited(new Set());
    };
  const contentOf = (locale: string) => (files[`content/${locale}.json`] ?? {}) as Record<string, string>;
  const all = useMemo(() => [...new Set(locales.flatMap((locale) => Object.keys((files[`content/${locale}.json`] ?? {}) as object)))].sort(), [files, locales]);
  // promotion.json: the aliases of its customers' messages.
  const pages = Object.keys(files).filter((file) => /^(steps|pages|flows)\//.test(file) || file === 'layout.json' || file === 'promotion.json').sort();
  const onPage = useMemo(() => (page ? aliasesIn(files[page], new Set(all)) : undefined), [page, files, all]);
  const needle = query.trim().toLowerCase();
  const shown = all.filter((alias) => {
    if (edited.has(alias)) return true;
    if (onPage && !onPage.has(alias)) return false;
    if (onlyGaps && locales.every((locale) => (contentOf(locale)[alias] ?? '').trim() !== '')) return false;
    return !needle || alias.toLowerCase().includes(needle) || locales.some((locale) => (contentOf(locale)[alias] ?? '').toLowerCase().includes(needle));
  });
  return (
    <section aria-labelledby="wording-title">
      <h2 id="wording-title">Wording</h2>
      <div className="filters">
        <div className="field">
          <label className="label" htmlFor="wording-search">
            Search aliases and wording
          </label>
          <input className="input" id="wording-search" type="search" value={query} onChange={(event) => filterBy(setQuery)(event.target.value)} />
        </div>
        <div className="field">
          <label className="label" htmlFor="wording-page">
            Page or step
          </label>
          <select className="input" id="wording-page" value={page} onChange={(event) => filterBy(setPage)(event.target.value)}>
            <option value="">All</option>
            {pages.map((file) => (
              <option key={file} value={file}>
                {file.replace(/\.json$/, '')}
              </option>
            ))}
          </select>
        </div>
        <div className="checkbox">
          <input id="wording-gaps" type="checkbox" checked={onlyGaps} onChange={(event) => filterBy(setOnlyGaps)(event.target.checked)} />
          <label htmlFor="wording-gaps">Only missing or empty translations</label>
        </div>
      </div>
      <p aria-live="polite">{shown.length === 1 ? '1 alias' : `${shown.length} aliases`}</p>
      <ScrollRegion label="Wording">
        <table className="wording">
          <thead>
            <tr>
              <th scope="col">Alias</th>
              {locales.map((locale) => (
                <th scope="col" key={locale}>
                  {locale}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.slice(0, 200).map((alias) => (
              <tr key={alias}>
                <th scope="row">
                  <code>{alias}</code>
                </th>
                {locales.map((locale) => (
                  <td key={locale}>
                    <WordingCell
                      alias={alias}
                      locale={locale}
                      promotion={promotion}
                      value={contentOf(locale)[alias]}
                      onChange={(text) => {
                        if (!edited.has(alias)) setEdited(new Set(edited).add(alias));
                        update(`content/${locale}.json`, (json: Record<string, string> | undefined) => ({ ...(json ?? {}), [alias]: text }));
                      }}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      {shown.length > 200 && <p>Showing the first 200: search or choose a page to see the others.</p>}
      <CustomerMessagesPreview files={files} locales={locales} />
    </section>
  );
}

function WordingCell({ alias, locale, promotion, value, onChange }: { alias: string; locale: string; promotion: Partial<PromotionConfig>; value: string | undefined; onChange: (text: string) => void }) {
  const file = `content/${locale}.json`;
  const { id, problems, inputProps } = useFieldProblems(file, pointerOf(alias));
  const gap = value === undefined ? 'Missing' : value.trim() === '' ? 'Empty' : undefined;
  return (
    <div className={problems.length || gap ? 'field field--error' : 'field'}>
      <label className="visually-hidden" htmlFor={id}>
        {alias} in {locale}
      </label>
      {gap && <strong className="tag tag--warning">{gap}</strong>}
      <FieldError id={id} problems={problems} />
      <textarea className="input" rows={2} {...inputProps} id={fieldIdOf(file, pointerOf(alias))} value={value ?? ''} onChange={(event) => onChange(event.target.value)} />
      {value?.includes('{') && <MessagePreview message={value} locale={locale} promotion={promotion} />}
      {value && hasMarkup(value) && (
        <Suspense fallback={null}>
          <div className="markup-preview" aria-label={`${alias} in ${locale} as shown`}>
            <SanitizedHtml html={value} />
          </div>
        </Suspense>
      )}
    </div>
  );
}
