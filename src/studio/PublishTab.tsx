import { useEffect, useState } from 'react';
import { ApiError, call, type StudioUser } from './api';
import type { SaveState } from './useDraft';

interface Proof {
  version: string;
  live: string | null;
  ok: boolean;
  checkerErrors: string[];
  report: string;
  diff?: {
    steps: { added: string[]; removed: string[]; moved: Array<{ step: string; from: number; to: number }> };
    flags: Array<{ flag: string; from?: boolean; to?: boolean }>;
    aliases: Record<string, { added: string[]; removed: string[]; reworded: string[] }>;
    drafts: { summary: string };
  };
  simulation?: { summary: { journeys: number; completed: number }; failures: Array<{ kind: string; message: string }> };
}

interface HistoryEntry {
  id: number;
  action: string;
  actor: string;
  at: string;
  from_hash: string | null;
  to_hash: string | null;
}

const short = (hash: string | null) => (hash ? hash.slice(0, 12) : '—');

/**
 * What publishing does, before it is done: the impact against live and the proof (checker and every journey in dry
 * run), then publish now or at a time (publishers only; the server refuses anyone else and anything unproven), the
 * history of every version with who and when, and a rollback in one action.
 */
export function PublishTab({ code, base, state, user, onPublished }: { code: string; base: string; state: SaveState; user: StudioUser; onPublished: () => void }) {
  const [proof, setProof] = useState<Proof | undefined>();
  const [checking, setChecking] = useState(false);
  const [message, setMessage] = useState('');
  const [at, setAt] = useState('');
  const [history, setHistory] = useState<HistoryEntry[]>([]);
  const publisher = user.role === 'publisher';
  const loadHistory = () => call<{ history: HistoryEntry[] }>('GET', `/promotions/${code}/history`).then((answer) => setHistory(answer.history));
  useEffect(() => {
    void loadHistory();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code]);

  const check = async () => {
    setChecking(true);
    setMessage('Checking the draft and walking every journey in dry run…');
    try {
      const answer = await call<Proof>('GET', `/promotions/${code}/proof`);
      setProof(answer);
      setMessage(answer.ok ? 'Every check passed: this draft can be published.' : 'This draft cannot be published yet: see below.');
    } finally {
      setChecking(false);
    }
  };
  const act = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      setMessage(done);
      setProof(undefined);
      onPublished();
      await loadHistory();
    } catch (error) {
      setMessage(error instanceof ApiError ? `Not done: ${error.message}` : 'Not done: the studio did not answer');
    }
  };
  const current = proof && proof.version === base && state === 'saved';
  return (
    <section aria-labelledby="publish-title">
      <h2 id="publish-title">Publish</h2>
      <button type="button" className="button button--secondary" onClick={() => void check()} disabled={checking || state !== 'saved'}>
        Check this draft
      </button>
      <p aria-live="polite" className="status-message">
        {message}
      </p>
      {proof && <ProofView proof={proof} />}
      {publisher ? (
        <div className="publish-actions">
          <button type="button" className="button" disabled={!current || !proof?.ok} onClick={() => void act(() => call('POST', `/promotions/${code}/publish`, { version: base, expectedLive: proof?.live ?? null }), `Version ${short(base)} is live.`)}>
            Publish now
          </button>
          <div className="field field--inline-row">
            <label className="label" htmlFor="publish-at">
              Or publish at (your local time)
            </label>
            <input className="input" id="publish-at" type="datetime-local" value={at} onChange={(event) => setAt(event.target.value)} />
            <button type="button" className="button button--secondary" disabled={!current || !proof?.ok || !at} onClick={() => void act(() => call('POST', `/promotions/${code}/publish`, { version: base, at: new Date(at).toISOString() }), `Version ${short(base)} will go live at ${new Date(at).toLocaleString('en-GB')}.`)}>
              Schedule
            </button>
          </div>
        </div>
      ) : (
        <p className="hint">You are an editor: a publisher makes a draft live.</p>
      )}
      <h3>History</h3>
      {publisher && (
        <button type="button" className="button button--warning" onClick={() => void act(() => call('POST', `/promotions/${code}/rollback`), 'The previous live version is live again.')}>
          Roll back to the previous live version
        </button>
      )}
      <table className="history">
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">What</th>
            <th scope="col">Who</th>
            <th scope="col">Version</th>
          </tr>
        </thead>
        <tbody>
          {history.slice(0, 50).map((entry) => (
            <tr key={entry.id}>
              <td>{new Date(entry.at).toLocaleString('en-GB')}</td>
              <td>{entry.action}</td>
              <td>{entry.actor}</td>
              <td>
                <code>{short(entry.to_hash)}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function ProofView({ proof }: { proof: Proof }) {
  const { diff, simulation } = proof;
  return (
    <div className="proof">
      <h3>What changes for customers</h3>
      {diff ? (
        <ul>
          {diff.steps.added.length > 0 && <li>Steps added: {diff.steps.added.join(', ')}</li>}
          {diff.steps.removed.length > 0 && <li>Steps removed: {diff.steps.removed.join(', ')}</li>}
          {diff.steps.moved.map((m) => (
            <li key={m.step}>
              Step {m.step} moved from position {m.from + 1} to {m.to + 1}
            </li>
          ))}
          {diff.flags.map((f) => (
            <li key={f.flag}>
              Flag {f.flag}: {String(f.from)} → {String(f.to)}
            </li>
          ))}
          {Object.entries(diff.aliases).map(([locale, change]) =>
            change.reworded.length + change.added.length + change.removed.length > 0 ? (
              <li key={locale}>
                {locale}: {change.reworded.length} reworded, {change.added.length} added, {change.removed.length} removed
              </li>
            ) : null,
          )}
          <li>Customers in the middle of a claim: {diff.drafts.summary}</li>
        </ul>
      ) : (
        <p>Nothing is live yet.</p>
      )}
      <h3>Checks</h3>
      {proof.checkerErrors.length > 0 && (
        <div className="error-summary">
          <h4 className="error-summary__title">The checker finds {proof.checkerErrors.length} problem(s)</h4>
          <ul>
            {proof.checkerErrors.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      )}
      {simulation && (
        <p>
          Journeys: {simulation.summary.completed} of {simulation.summary.journeys} reach the confirmation.
        </p>
      )}
      {simulation && simulation.failures.length > 0 && (
        <div className="error-summary">
          <h4 className="error-summary__title">{simulation.failures.length} journey problem(s)</h4>
          <pre className="report">{proof.report}</pre>
        </div>
      )}
    </div>
  );
}
