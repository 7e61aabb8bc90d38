import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, NavLink, useNavigate, useParams } from 'react-router';
import { answerOf, studioApi, type StudioSchemas, type StudioUser } from './api';
import { CatalogueTab } from './CatalogueTab';
import { draftProblems } from './catalogue/draftProblems';
import { ErrorSummary } from './ErrorSummary';
import { fieldIdOf, tabOfFile, type Problem } from './fieldIds';
import { HistoryTab } from './HistoryTab';
import { JsonTab } from './JsonTab';
import { PreviewTab } from './PreviewTab';
import { ProblemsProvider } from './Problems';
import { PublishTab } from './PublishTab';
import { SettingsTab } from './SettingsTab';
import { StepsTab } from './StepsTab';
import { UndoButton } from './UndoButton';
import { useDraft } from './useDraft';
import { SaveStatus } from './SaveStatus';
import { WordingTab } from './WordingTab';

/** Its charting library is downloaded only when the tab opens. */
const ResultsTab = lazy(() => import('./results/ResultsTab'));

const TABS = ['settings', 'catalogue', 'steps', 'wording', 'json', 'preview', 'publish', 'history', 'results'] as const;
type Tab = (typeof TABS)[number];
const TAB_NAMES: Record<Tab, string> = { settings: 'Settings', catalogue: 'Catalogue', steps: 'Steps', wording: 'Wording', json: 'JSON', preview: 'Preview', publish: 'Publish', history: 'History', results: 'Results' };

type Schemas = StudioSchemas['Schemas'];

/** One promotion's draft: its tabs, the save state, the checker's problems at their fields and in a summary. */
export function PromotionEditor({ user }: { user: StudioUser }) {
  const { code = '', tab = 'settings' } = useParams();
  const navigate = useNavigate();
  const draft = useDraft(code);
  const [schemas, setSchemas] = useState<Schemas | undefined>();
  const focusAfterRender = useRef<string | undefined>(undefined);
  useEffect(() => {
    void answerOf(studioApi.GET('/schemas')).then(setSchemas);
  }, []);
  useEffect(() => {
    if (!focusAfterRender.current) return;
    const field = document.getElementById(focusAfterRender.current);
    if (field) {
      focusField(field);
      focusAfterRender.current = undefined;
    }
  });
  const current: Tab = (TABS as readonly string[]).includes(tab) ? (tab as Tab) : 'settings';
  const goTo = (problem: Problem) => {
    focusAfterRender.current = fieldIdOf(problem.file, problem.pointer);
    const target = tabOfFile(problem.file, problem.pointer);
    if (target !== current) navigate(`/promotions/${code}/${target}`);
    else focusField(document.getElementById(focusAfterRender.current));
  };
  const promotion = (draft.files['promotion.json'] ?? {}) as { defaultLocale?: string; locales?: Record<string, { sitePath?: string }> };
  // The promotion's main locale first, the others beside it: those with a site, or every one of a base (no site of its own).
  const entries = Object.entries(promotion.locales ?? {});
  const locales = (entries.some(([, l]) => l.sitePath) ? entries.filter(([, l]) => l.sitePath) : entries)
    .map(([locale]) => locale)
    .sort((a, b) => Number(b === promotion.defaultLocale) - Number(a === promotion.defaultLocale));
  const problems = draftProblems(draft.files, draft.errors, draft.state);
  return (
    <ProblemsProvider problems={problems}>
      <p>
        <Link to="/">All promotions</Link>
      </p>
      <h1>
        {code}{' '}
        <span className="caption">{draft.state === 'loading' ? '' : draft.isDraft ? `draft ${draft.base.slice(0, 12)}` : `no draft yet: showing the live version ${draft.base.slice(0, 12)}`}</span>
      </h1>
      <div className="save-line">
        <SaveStatus state={draft.state} />
        <UndoButton draft={draft} />
      </div>
      {draft.conflict && (
        <div className="error-summary" role="alert">
          <h2 className="error-summary__title">Someone else saved this draft since you opened it</h2>
          <p>They changed: {draft.conflict.changed.join(', ') || 'nothing you can see'}.</p>
          <button type="button" className="button" onClick={draft.takeTheirs}>
            Take their draft (drop my unsaved change)
          </button>{' '}
          <button type="button" className="button button--secondary" onClick={draft.keepMine}>
            Save mine over theirs
          </button>
        </div>
      )}
      <ErrorSummary problems={problems} onGoTo={goTo} />
      <nav aria-label="Parts of the promotion" className="tabs" id="promotion-parts">
        <ul>
          {TABS.map((name) => (
            <li key={name}>
              <NavLink to={`/promotions/${code}/${name}`} aria-current={name === current ? 'page' : undefined}>
                {TAB_NAMES[name]}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {draft.state === 'loading' ? (
        <p>Loading the draft…</p>
      ) : (
        <div className="tab-panel">
          {current === 'settings' && <SettingsTab files={draft.files} schema={schemas?.promotion} update={draft.update} />}
          {current === 'catalogue' && <CatalogueTab files={draft.files} update={draft.update} />}
          {current === 'steps' && <StepsTab files={draft.files} update={draft.update} widgetSchemas={schemas?.widgets ?? {}} />}
          {current === 'wording' && <WordingTab files={draft.files} locales={locales} update={draft.update} />}
          {current === 'json' && <JsonTab files={draft.files} update={draft.update} />}
          {current === 'preview' && <PreviewTab code={code} files={draft.files} base={draft.base} state={draft.state} />}
          {current === 'publish' && <PublishTab code={code} base={draft.base} state={draft.state} user={user} reloadDraft={() => void draft.reload()} />}
          {current === 'history' && <HistoryTab code={code} base={draft.base} user={user} onChanged={() => void draft.reload()} />}
          {current === 'results' && (
            <Suspense fallback={<p>Loading the results…</p>}>
              <ResultsTab code={code} locales={locales} />
            </Suspense>
          )}
        </div>
      )}
    </ProblemsProvider>
  );
}

/** Focuses a field, opening the disclosure (Settings' Advanced) it may be folded in. */
function focusField(field: HTMLElement | null) {
  const folded = field?.closest('details');
  if (folded) folded.open = true;
  field?.focus();
}
