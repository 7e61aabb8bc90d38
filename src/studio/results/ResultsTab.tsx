import { useEffect, useMemo, useState } from 'react';
import { answerOf, ApiError, studioApi } from '../api';
import { claimsChart, funnelChart } from './charts';
import { tablesToCsv } from './csv';
import { DataTable } from './DataTable';
import { shortVersion, shownTables } from './shownTables';
import type { LiveVersion, Results, ResultsQuery } from './types';
import { UPlotChart } from './UPlotChart';
import './results.css';

const dayOf = (at: Date) => at.toISOString().slice(0, 10);
const resultsOf = (code: string, query: ResultsQuery, version: string): Promise<Results> =>
  answerOf(studioApi.GET('/promotions/{code}/results', { params: { path: { code }, query: { from: query.from, to: query.to, ...(query.locale ? { locale: query.locale } : {}), ...(version ? { version } : {}) } } }));

/**
 * How a promotion is doing: for a date range, locale and version, the funnel per step (and beside it another
 * version's), the fields whose errors stopped customers, claims per day with the publishes marked, reward methods and
 * statuses. Each chart is drawn next to a table with its figures; the CSV holds exactly the tables shown.
 */
export default function ResultsTab({ code, locales }: { code: string; locales: string[] }) {
  const [query, setQuery] = useState<ResultsQuery>(() => {
    const today = new Date();
    return { from: dayOf(new Date(today.getTime() - 29 * 86_400_000)), to: dayOf(today), locale: '', version: '', compare: '' };
  });
  const [versions, setVersions] = useState<LiveVersion[]>([]);
  const [shown, setShown] = useState<{ results: Results; compared?: { version: string; results: Results }; version: string }>();
  const [status, setStatus] = useState('Loading the results…');

  useEffect(() => {
    void answerOf(studioApi.GET('/promotions/{code}/results/versions', { params: { path: { code } } })).then((answer) => setVersions(answer.versions), () => setVersions([]));
  }, [code]);

  useEffect(() => {
    if (!query.from || !query.to) return;
    let current = true;
    setStatus('Loading the results…');
    const compare = query.compare ? resultsOf(code, query, query.compare) : Promise.resolve(undefined);
    Promise.all([resultsOf(code, query, query.version), compare]).then(
      ([results, compared]) => {
        if (!current) return;
        setShown({ results, version: query.version, compared: compared && { version: query.compare, results: compared } });
        setStatus(`Results from ${query.from} to ${query.to} shown.`);
      },
      (error: unknown) => current && setStatus(error instanceof ApiError ? `Not shown: ${error.message}` : 'Not shown: the studio did not answer'),
    );
    return () => {
      current = false;
    };
  }, [code, query]);

  const tables = useMemo(() => (shown ? shownTables(shown.results, shown.compared, shown.version) : undefined), [shown]);
  const funnel = useMemo(() => shown && funnelChart(shown.results.steps, shown.compared?.results.steps), [shown]);
  const claims = useMemo(() => shown && claimsChart(shown.results.claimsPerDay, shown.results.publishes), [shown]);
  const [csv, setCsv] = useState<string>();
  useEffect(() => {
    if (!tables) return;
    const url = URL.createObjectURL(new Blob([tablesToCsv(Object.values(tables))], { type: 'text/csv' }));
    setCsv(url);
    return () => URL.revokeObjectURL(url);
  }, [tables]);

  const set = (name: keyof ResultsQuery) => (event: { target: { value: string } }) => setQuery((previous) => ({ ...previous, [name]: event.target.value }));
  const versionOptions = versions.map((v) => (
    <option key={v.version} value={v.version}>
      {shortVersion(v.version)} ({v.action} {v.since.slice(0, 16).replace('T', ' ')})
    </option>
  ));
  return (
    <section aria-labelledby="results-title">
      <h2 id="results-title">Results</h2>
      <p>What customers did on the site (counted without identifying anyone) and the claims they sent. Days are UTC days.</p>
      <form className="filters results-filters" onSubmit={(event) => event.preventDefault()}>
        <div className="field">
          <label htmlFor="results-from">From</label>
          <input id="results-from" type="date" value={query.from} max={query.to} onChange={set('from')} />
        </div>
        <div className="field">
          <label htmlFor="results-to">To</label>
          <input id="results-to" type="date" value={query.to} min={query.from} onChange={set('to')} />
        </div>
        <div className="field">
          <label htmlFor="results-locale">Locale</label>
          <select id="results-locale" value={query.locale} onChange={set('locale')}>
            <option value="">All locales</option>
            {locales.map((locale) => (
              <option key={locale} value={locale}>
                {locale}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="results-version">Version</label>
          <select id="results-version" value={query.version} onChange={set('version')}>
            <option value="">All versions</option>
            {versionOptions}
          </select>
        </div>
        <div className="field">
          <label htmlFor="results-compare">Compare with version</label>
          <select id="results-compare" value={query.compare} onChange={set('compare')}>
            <option value="">None</option>
            {versionOptions}
          </select>
        </div>
      </form>
      <p role="status" className="status-message">
        {status}
      </p>
      {shown && tables && (
        <>
          <dl className="results-totals">
            <div>
              <dt>Claims received</dt>
              <dd id="results-claims">{shown.results.claims}</dd>
            </div>
            <div>
              <dt>Claims submitted (counted by the site)</dt>
              <dd id="results-submitted">{shown.results.submitted}</dd>
            </div>
          </dl>
          {csv && (
            <p>
              <a className="button button--secondary" href={csv} download={`${code}-results-${query.from}-${query.to}.csv`}>
                Download these tables as CSV
              </a>
            </p>
          )}
          <h3>Where customers stop</h3>
          <figure className="results-figure">
            <figcaption>Customers who reached each step (wide bars) and continued (narrow bars){shown.compared ? '; the orange bars: reached in the compared version' : ''}. The table below has the figures.</figcaption>
            {funnel && <UPlotChart label="funnel" options={funnel.options} data={funnel.data} />}
          </figure>
          <DataTable table={tables.funnel} />
          {tables.comparison && <DataTable table={tables.comparison} />}
          <h3>Which questions trip customers up</h3>
          <DataTable table={tables.fields} />
          <h3>Claims per day</h3>
          <figure className="results-figure">
            <figcaption>Claims received each day; dashed lines mark publishes and rollbacks. The tables below have the figures.</figcaption>
            {claims && <UPlotChart label="claims-per-day" options={claims.options} data={claims.data} />}
          </figure>
          <DataTable table={tables.publishes} />
          <details>
            <summary>Claims on each day</summary>
            <DataTable table={tables.claimsPerDay} />
          </details>
          <h3>Reward methods and statuses</h3>
          <DataTable table={tables.rewardMethods} />
          <DataTable table={tables.claimsByStatus} />
          <h3>Pages</h3>
          <DataTable table={tables.pages} />
        </>
      )}
    </section>
  );
}
