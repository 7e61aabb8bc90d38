import { useCallback, useEffect, useRef, useState } from 'react';
import { answerOf, ApiError, studioApi, type StudioSchemas, type StudioUser } from './api';
import { BusyButton } from './BusyButton';
import { ReviewList } from './review/ReviewList';
import { ScrollRegion } from './ScrollRegion';

type HistoryEvent = StudioSchemas['HistoryEvent'];
type History = StudioSchemas['History'];
type OpenedVersion = StudioSchemas['OpenedVersion'];
type RollbackTarget = StudioSchemas['RollbackTarget'];

const when = (iso: string) => new Date(iso).toLocaleString('en-GB');
const short = (hash: string) => hash.slice(0, 8);

/** A version by its number; one neither checked nor published (an autosave) has none. */
const versionName = (ref: { number: number | null } | null) => (ref ? (ref.number ? `version ${ref.number}` : 'a draft not checked yet') : '');

function whatHappened(event: HistoryEvent): string {
  const to = versionName(event.to);
  switch (event.action) {
    case 'publish':
      if (event.detail?.base) return `Published ${to}: the change of the base ${event.detail.base.code} it extends`;
      return `Published ${to}${event.detail?.secondPairOfEyes ? ` (second pair of eyes on the change by ${event.detail.secondPairOfEyes.lastChangeBy})` : ''}`;
    case 'rollback':
      return `Rolled back to ${to}`;
    case 'schedule':
      return `Scheduled ${to} for ${event.detail?.at ? when(event.detail.at) : 'later'}`;
    case 'restore':
      return `Took version ${event.detail?.number ?? '?'} as the draft`;
    case 'import':
      return `Imported ${to} from a folder`;
    case 'draft':
      return `Draft in progress (${to})`;
    default:
      return `${event.action} ${to}`;
  }
}

/**
 * The promotion's history as a manager reads it: publishes, schedules, roll backs and restores, each with the saves
 * that built its version folded in; every version by number, which can be opened, compared with live and taken as the
 * draft; roll back only after saying which version customers will get back and what changes for them.
 */
export function HistoryTab({ code, base, user, onChanged }: { code: string; base: string; user: StudioUser; onChanged: () => void }) {
  const [history, setHistory] = useState<History | undefined>();
  const [opened, setOpened] = useState<OpenedVersion | undefined>();
  const [rollback, setRollback] = useState<RollbackTarget | undefined>();
  const [busy, setBusy] = useState<string | undefined>();
  const [message, setMessage] = useState<{ text: string; failed?: boolean } | undefined>();
  const panel = useRef<HTMLHeadingElement>(null);
  const messageBox = useRef<HTMLParagraphElement>(null);
  const focusNext = useRef<'panel' | 'message' | undefined>(undefined);
  const publisher = user.role === 'publisher';

  const load = useCallback(() => answerOf(studioApi.GET('/promotions/{code}/history', { params: { path: { code } } })).then(setHistory), [code]);
  useEffect(() => {
    void load();
  }, [load]);
  useEffect(() => {
    if (focusNext.current === 'panel') panel.current?.focus();
    if (focusNext.current === 'message') messageBox.current?.focus();
    focusNext.current = undefined;
  });

  const run = async (what: string, action: () => Promise<void>, focus: 'panel' | 'message' = 'message') => {
    setBusy(what);
    try {
      await action();
    } catch (error) {
      setMessage({ text: error instanceof ApiError ? `Not done: ${error.message}` : 'Not done: the studio did not answer', failed: true });
      focus = 'message';
    } finally {
      setBusy(undefined);
      focusNext.current = focus;
    }
  };
  const open = (hash: string) =>
    run(`open-${hash}`, async () => {
      setRollback(undefined);
      setOpened(await answerOf(studioApi.GET('/promotions/{code}/versions/{hash}', { params: { path: { code, hash } } })));
    }, 'panel');
  const takeAsDraft = (version: OpenedVersion) =>
    run('restore', async () => {
      await answerOf(studioApi.POST('/promotions/{code}/restore', { params: { path: { code } }, body: { version: version.hash, base } }));
      setMessage({ text: `Version ${version.number} is now the draft: edit it, check it and publish it as any draft.` });
      setOpened(undefined);
      onChanged();
      await load();
    });
  const askRollback = () =>
    run('ask-rollback', async () => {
      setOpened(undefined);
      setRollback(await answerOf(studioApi.GET('/promotions/{code}/rollback', { params: { path: { code } } })));
    }, 'panel');
  const confirmRollback = (target: RollbackTarget) =>
    run('rollback', async () => {
      await answerOf(studioApi.POST('/promotions/{code}/rollback', { params: { path: { code } } }));
      setMessage({ text: `The previous live version is live again. Customers see version ${target.to.number}; version ${target.live.number}, which was live, is kept as the draft unless there was one.` });
      setRollback(undefined);
      onChanged();
      await load();
    });

  const numberOf = (hash: string | null) => history?.versions.find((v) => v.hash === hash)?.number;
  return (
    <section aria-labelledby="history-title">
      <h2 id="history-title">History</h2>
      {history && (
        <p>
          Live: {history.live_hash ? `version ${numberOf(history.live_hash)}, published ${history.published_at ? when(history.published_at) : ''} by ${history.published_by ?? 'unknown'}` : 'nothing yet'}. Draft:{' '}
          {history.draft_hash ? (numberOf(history.draft_hash) ? `version ${numberOf(history.draft_hash)}` : 'not checked yet (it gets a number when it is checked or published)') : 'none (the editor shows live)'}.
        </p>
      )}
      {message && (
        <p ref={messageBox} tabIndex={-1} className={message.failed ? 'error-summary' : 'notice notice--done'} role={message.failed ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
      {publisher && (
        <BusyButton className="button button--warning" busy={busy === 'ask-rollback'} busyLabel="Finding the previous version…" disabled={busy !== undefined} onClick={() => void askRollback()}>
          Roll back to the previous live version
        </BusyButton>
      )}
      {rollback && (
        <div className="confirm-panel">
          <h3 ref={panel} tabIndex={-1}>
            Roll back from version {rollback.live.number} to version {rollback.to.number}?
          </h3>
          <p>Customers will see version {rollback.to.number} again from their next page. What changes for them:</p>
          <ReviewList review={rollback.review} level={4} />
          <BusyButton className="button button--warning" busy={busy === 'rollback'} busyLabel="Rolling back…" disabled={busy !== undefined} onClick={() => void confirmRollback(rollback)}>
            Yes, roll back now
          </BusyButton>{' '}
          <button type="button" className="button button--secondary" onClick={() => setRollback(undefined)}>
            Cancel
          </button>
        </div>
      )}
      {opened && (
        <div className="version-panel">
          <h3 ref={panel} tabIndex={-1}>
            Version {opened.number} {opened.isLive ? '(live)' : 'compared with live'}
          </h3>
          <ReviewList review={opened.review} level={4} empty="It is the same as live." />
          <BusyButton busy={busy === 'restore'} busyLabel="Taking it as the draft…" disabled={busy !== undefined} onClick={() => void takeAsDraft(opened)}>
            Take version {opened.number} as the draft
          </BusyButton>{' '}
          <button type="button" className="button button--secondary" onClick={() => setOpened(undefined)}>
            Close
          </button>
        </div>
      )}
      <h3>What happened</h3>
      <ScrollRegion label="What happened">
        <table className="history">
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">What</th>
              <th scope="col">Who</th>
              <th scope="col">Saves</th>
            </tr>
          </thead>
          <tbody>
            {history?.events.slice(0, 100).map((event) => (
              <tr key={`${event.action}-${event.id}`}>
                <td>{when(event.at)}</td>
                <td>{whatHappened(event)}</td>
                <td>{event.actor}</td>
                <td>
                  {event.saves.count === 0 ? (
                    '—'
                  ) : (
                    <details>
                      <summary>
                        {event.saves.count} save{event.saves.count === 1 ? '' : 's'} by {event.saves.actors.join(', ')}
                      </summary>
                      <ul>
                        {event.saves.each.map((save) => (
                          <li key={save.id}>
                            {when(save.at)}, {save.actor}
                            {save.to?.number ? `: version ${save.to.number}` : ''}
                          </li>
                        ))}
                      </ul>
                    </details>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <h3>Every version checked or published</h3>
      <ScrollRegion label="Every version checked or published">
        <table className="history">
          <thead>
            <tr>
              <th scope="col">Version</th>
              <th scope="col">Made</th>
              <th scope="col">By</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {history?.versions.slice(0, 100).map((version) => (
              <tr key={version.hash}>
                <td>
                  {version.number} <code className="caption">{short(version.hash)}</code>
                  {version.hash === history.live_hash ? ' (live)' : version.hash === history.draft_hash ? ' (draft)' : ''}
                </td>
                <td>{when(version.created_at)}</td>
                <td>{version.created_by}</td>
                <td>
                  <BusyButton className="button button--secondary" busy={busy === `open-${version.hash}`} busyLabel="Opening…" disabled={busy !== undefined} onClick={() => void open(version.hash)}>
                    Open version {version.number}
                  </BusyButton>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}
