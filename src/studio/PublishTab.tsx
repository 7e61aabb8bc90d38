import { useEffect, useRef, useState } from 'react';
import { answerOf, ApiError, studioApi, type StudioSchemas, type StudioUser } from './api';
import { BusyButton } from './BusyButton';
import { ReviewList } from './review/ReviewList';
import { ReachedPromotions } from './review/ReachedPromotions';
import type { Review } from './review/reviewTypes';
import { settled, type SaveState } from './useDraft';

type Proof = StudioSchemas['Proof'];

type Outcome = { kind: 'done' | 'failed'; text: string } | { kind: 'changed'; text: string; review?: Review };

const when = (iso: string) => new Date(iso).toLocaleString('en-GB');

/**
 * Publishing, as a publisher can trust it: the draft's check shows every change against live (what to check carefully
 * first) and the proof (checker, every journey in dry run); Publish now sends exactly the version reviewed and shows
 * its progress; a draft changed since is refused with what changed; the result takes the keyboard's focus.
 */
export function PublishTab({ code, base, state, user, reloadDraft }: { code: string; base: string; state: SaveState; user: StudioUser; reloadDraft: () => void }) {
  const [proof, setProof] = useState<Proof | undefined>();
  const [busy, setBusy] = useState<'checking' | 'publishing' | 'scheduling' | undefined>();
  const [outcome, setOutcome] = useState<Outcome | undefined>();
  const [at, setAt] = useState('');
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const outcomeBox = useRef<HTMLDivElement>(null);
  const focusNext = useRef<'result' | 'outcome' | undefined>(undefined);
  const publisher = user.role === 'publisher';

  useEffect(() => {
    if (focusNext.current === 'result') resultHeading.current?.focus();
    if (focusNext.current === 'outcome') outcomeBox.current?.focus();
    focusNext.current = undefined;
  });

  const check = async () => {
    setBusy('checking');
    setOutcome(undefined);
    try {
      const answer = await answerOf(studioApi.GET('/promotions/{code}/proof', { params: { path: { code } } }));
      setProof(answer);
      // Someone else saved the draft since this editor loaded it: the editor catches up with what was checked.
      if (answer.version !== base) reloadDraft();
      focusNext.current = 'result';
    } catch (error) {
      setOutcome({ kind: 'failed', text: error instanceof ApiError ? `Not checked: ${error.message}` : 'Not checked: the studio did not answer' });
      focusNext.current = 'outcome';
    } finally {
      setBusy(undefined);
    }
  };

  const send = async (kind: 'publishing' | 'scheduling') => {
    if (!proof) return;
    setBusy(kind);
    try {
      if (kind === 'scheduling') {
        await answerOf(studioApi.POST('/promotions/{code}/publish', { params: { path: { code } }, body: { version: proof.version, at: new Date(at).toISOString() } }));
        setOutcome({ kind: 'done', text: `The reviewed version will go live at ${new Date(at).toLocaleString('en-GB')}.` });
      } else {
        const published = await answerOf(studioApi.POST('/promotions/{code}/publish', { params: { path: { code } }, body: { version: proof.version, expectedLive: proof.live } }));
        // Publishing now (no `at`) answers what is live.
        const answer = 'alreadyLive' in published ? published : { alreadyLive: false, liveNumber: null, reached: undefined };
        const reached = answer.reached?.published.length ? ` Its change is live in ${answer.reached.published.join(', ')}.` : '';
        const leftAlone = answer.reached?.conflicts.length ? ` ${answer.reached.conflicts.join(', ')} changed meanwhile and kept what it has.` : '';
        setOutcome({ kind: 'done', text: answer.alreadyLive ? `Version ${answer.liveNumber ?? ''} is already live.` : `Version ${answer.liveNumber ?? ''} is live.${reached}${leftAlone}` });
        setProof(undefined);
        reloadDraft();
      }
    } catch (error) {
      if (error instanceof ApiError && error.body.error === 'draft-changed') {
        setOutcome({ kind: 'changed', text: error.message, review: error.body.review as Review | undefined });
        setProof(undefined);
        reloadDraft();
      } else if (error instanceof ApiError) setOutcome({ kind: 'failed', text: error.message.startsWith('Not published') ? error.message : `Not published: ${error.message}` });
      else setOutcome({ kind: 'failed', text: 'Not published: the studio did not answer. Check the history before trying again.' });
    } finally {
      setBusy(undefined);
      focusNext.current = 'outcome';
    }
  };

  const current = proof !== undefined && proof.version === base && settled(state);
  const mayPublish = current && proof.ok && !proof.isLive && !proof.secondPairOfEyes.blocked;
  return (
    <section aria-labelledby="publish-title">
      <h2 id="publish-title">Publish</h2>
      <p className="hint">Check the draft to see every change against what customers see now, then publish exactly that.</p>
      <BusyButton className="button button--secondary" busy={busy === 'checking'} busyLabel="Checking the draft…" disabled={!settled(state) || busy !== undefined} onClick={() => void check()}>
        Check this draft
      </BusyButton>
      <p aria-live="polite" className="status-message">
        {busy === 'checking' ? 'Checking the draft and walking every journey in dry run…' : ''}
      </p>
      {outcome && (
        <div ref={outcomeBox} tabIndex={-1} className={outcome.kind === 'done' ? 'notice notice--done' : 'error-summary'} role={outcome.kind === 'done' ? 'status' : 'alert'}>
          <p className={outcome.kind === 'done' ? undefined : 'error-summary__title'}>{outcome.text}</p>
          {outcome.kind === 'changed' && outcome.review && (
            <>
              <p>What changed since your review:</p>
              <ReviewList review={outcome.review} level={4} empty="Nothing you can see changed." />
            </>
          )}
        </div>
      )}
      {proof && (
        <div className="proof">
          <h3 ref={resultHeading} tabIndex={-1}>
            {proof.ok ? (proof.isLive ? 'This version is already live.' : 'Every check passed: this draft can be published.') : 'This draft cannot be published yet: see below.'}
          </h3>
          <p className="hint">
            Checked {when(proof.checkedAt)}
            {proof.kept ? ' (kept from an earlier check of exactly this version)' : ` in ${(proof.tookMs / 1000).toFixed(1)} s`}.
          </p>
          {proof.secondPairOfEyes.required && (
            <p className={proof.secondPairOfEyes.blocked ? 'error-summary' : 'notice'}>
              This promotion asks for a second pair of eyes: the last change was made by {proof.secondPairOfEyes.lastChangeBy ?? 'someone unknown'}.
              {proof.secondPairOfEyes.blocked ? ' You made it, so another publisher must publish it.' : ''}
            </p>
          )}
          <h3>What changes for customers</h3>
          {proof.live ? <ReviewList review={proof.review} level={4} /> : <p>Nothing is live yet: everything is new.</p>}
          {proof.diff && <p>Customers in the middle of a claim: {proof.diff.drafts.summary}.</p>}
          <ReachedPromotions reach={proof.reach ?? []} />
          <Checks proof={proof} />
        </div>
      )}
      {publisher ? (
        <div className="publish-actions">
          <BusyButton busy={busy === 'publishing'} busyLabel="Publishing…" disabled={!mayPublish || busy !== undefined} onClick={() => void send('publishing')}>
            Publish now
          </BusyButton>
          <div className="field field--inline-row">
            <label className="label" htmlFor="publish-at">
              Or publish at (your local time)
            </label>
            <input className="input" id="publish-at" type="datetime-local" value={at} onChange={(event) => setAt(event.target.value)} />
            <BusyButton className="button button--secondary" busy={busy === 'scheduling'} busyLabel="Scheduling…" disabled={!mayPublish || !at || busy !== undefined} onClick={() => void send('scheduling')}>
              Schedule
            </BusyButton>
          </div>
          {!proof && <p className="hint">Publishing is possible once this draft has been checked.</p>}
        </div>
      ) : (
        <p className="hint">You are an editor: a publisher makes a draft live.</p>
      )}
    </section>
  );
}

function Checks({ proof }: { proof: Proof }) {
  const { simulation } = proof;
  return (
    <>
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
      {simulation?.summary.productsWalked && (
        <p data-testid="products-walked">
          Products the journeys claimed ({simulation.summary.productsWalked.length}): {simulation.summary.productsWalked.join(', ')}.
        </p>
      )}
      {simulation && simulation.failures.length > 0 && (
        <div className="error-summary">
          <h4 className="error-summary__title">{simulation.failures.length} journey problem(s)</h4>
          <pre className="report">{proof.report}</pre>
        </div>
      )}
    </>
  );
}
