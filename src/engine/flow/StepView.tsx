import { useSetAtom } from 'jotai';
import { startTransition, Suspense, useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import type { FormValues } from '../contract';
import { useEngine } from '../EngineContext';
import { BlockList } from '../blocks/BlockList';
import { widgetTypesShownIn } from '../../../core/engine/widgetTypes';
import { ErrorSummary } from '../form/ErrorSummary';
import { FormScopeContext } from '../form/FormScope';
import { useFormController } from '../form/useFormController';
import { usePageTitle } from '../navigation/usePageTitle';
import { SiteLink } from '../navigation/SiteLink';
import { useLocation, useNavigate } from '../navigation/siteRouter';
import { storableValues, type FormValuesAtom } from '../../state/formValuesAtom';
import type { Flow, Step } from '../../../core/engine/siteDefinitions';
import type { FlowProgress } from '../../../core/engine/flow/claimFlow';
import { confirmAnswers } from '../../../core/engine/flow/confirmAnswers';
import { nextStepIndex } from '../../../core/engine/flow/nextStepIndex';
import { StepHeader } from './StepHeader';
import { boundFieldsOf, fieldsOf } from '../../../core/engine/flow/stepNames';
import { useConfirmationShown } from './confirmationLifetime';
import { usage } from '../usage';

interface Props {
  flow: Flow;
  steps: readonly Step[];
  index: number;
  progress: FlowProgress;
  draftAtom: FormValuesAtom;
  defaults: FormValues;
  /** Called once the step's blocks are on screen, when it hydrated the server's HTML (ClaimFlowView). */
  onHydrated?: () => void;
}

/** One claim step: header, its blocks bound to the claim draft, Continue running the step's actions. */
export function StepView({ flow, steps, index, progress, draftAtom, defaults, onHydrated }: Props) {
  const engine = useEngine();
  const navigate = useNavigate();
  const step = steps[index];
  const flowChanged = (useLocation().state as { flowChanged?: boolean } | null)?.flowChanged === true;
  engine.widgetLoader.preload(widgetTypesShownIn(step.blocks, engine.env));
  const setDraft = useSetAtom(draftAtom);
  const goTo = useCallback((target: number) => navigate(`/${flow.route}/${steps[target].route}`), [navigate, flow.route, steps]);
  // A step that resets the draft hands over to the next one, which clears it on arrival: cleared here, the
  // draft would re-lock this step before the visitor has left it and the guard would send them back.
  const finish = useCallback(() => {
    const next = steps[index + 1];
    if (!next) return setDraft(structuredClone(defaults));
    setDraft((prev) => ({ ...prev, resetOnEntering: next.id }));
    goTo(index + 1);
  }, [steps, index, setDraft, defaults, goTo]);

  const onSuccess = useCallback(
    (values: FormValues, redirect: string | undefined) => {
      // The server keeps a mirror of the draft (mirrorDraft.ts, loaded on the first Continue: nothing the page asks
      // for before it is ready): a later step whose scripts fail posts on from it. A studio preview has no server.
      const mirror = (draft: FormValues | null) => engine.definitions.preview || import('./mirrorDraft').then((module) => module.mirrorDraft(draft));
      if (step.resetsDraft) {
        mirror(null);
        finish();
        return;
      }
      const confirmed = confirmAnswers(values, steps, index, defaults);
      const next = nextStepIndex(steps, index, confirmed);
      if (next.clearsReturn) confirmed.returnTo = null;
      setDraft(confirmed);
      mirror(storableValues(confirmed, defaults, flow.memoryOnly ?? []));
      if (redirect) navigate(`/${engine.routeOf(redirect) ?? ''}`);
      else if (next.index !== undefined) goTo(next.index);
    },
    [step.resetsDraft, steps, index, defaults, setDraft, goTo, navigate, engine, finish, flow.memoryOnly],
  );
  const fields = useMemo(() => fieldsOf(step), [step]);
  const bound = useMemo(() => boundFieldsOf(step.blocks), [step]);
  const submissionOf = useCallback(() => flow.submission, [flow]);
  const claimForm = engine.inlinedStatus?.claimForm;
  // A step the server painted after refusing its post shows why, as the browser would have.
  const [initialErrors] = useState(() => (onHydrated ? claimForm?.errors : undefined));
  const { scope, submit } = useFormController({
    atom: draftAtom,
    validation: step.validation,
    actions: step.actions,
    fields,
    bound,
    submissionOf,
    countedScreen: step.id,
    initialErrors,
    onSuccess,
  });
  useEffect(() => usage.count({ event: 'shown', screen: step.id }), [step.id]);

  useReturnMarker(step, steps, index, setDraft);
  useEffect(() => {
    if (scope.values.resetOnEntering === step.id) setDraft(structuredClone(defaults));
  }, [scope.values.resetOnEntering, step.id, setDraft, defaults]);
  // Bookkeeping nothing on screen shows: written as a transition once the commit's effects have run (see EnvValue),
  // so the step's re-render for it goes in slices instead of one task of 60 ms on a slow phone.
  useEffect(() => {
    if (scope.values.activeStep === step.id) return;
    let current = true;
    queueMicrotask(() => current && startTransition(() => setDraft((prev) => ({ ...prev, activeStep: step.id }))));
    return () => {
      current = false;
    };
  }, [step.id, scope.values.activeStep, setDraft]);
  useConfirmationShown(step.endsFlow === true);

  usePageTitle(step.title, scope.errors.length > 0);
  const stepText = { ...flow.text, ...step.text };
  const layoutText = engine.definitions.layout?.text ?? {};
  const previous = index > 0 ? steps[index - 1] : undefined;
  const controls = step.controls ?? 'continueAndBack';

  // Continue waits until every block of the step is on screen (answers the step sets itself, the locale's country,
  // and fields still loading would otherwise be judged as missing) and, for a step the server painted, until it shows
  // the stored draft (onHydrated): pressed before, it is kept and runs then, on the answers as they are by then.
  const [shown, setShown] = useState(false);
  const painted = onHydrated !== undefined;
  // The server painted only the step's header (its fields need the draft's answers: inlinedStatus 'header'): the
  // hydrating render is the same, and the fields with the draft follow at once, in the place kept for them.
  const headerOnly = painted && engine.inlinedStatus?.screen === 'header';
  useEffect(() => {
    if (shown || headerOnly) onHydrated?.();
  }, [shown, headerOnly, onHydrated]);
  const [submitPending, setSubmitPending] = useState(false);
  const canSubmit = shown && !painted;
  useEffect(() => {
    if (!submitPending || !canSubmit) return;
    setSubmitPending(false);
    void submit();
  }, [submitPending, canSubmit, submit]);
  const onSubmit = useMemo(
    () => (event: FormEvent) => {
      event.preventDefault();
      if (canSubmit) void submit();
      else setSubmitPending(true);
    },
    [submit, canSubmit],
  );
  const onSkip = useCallback(() => {
    usage.count({ event: 'skipped', screen: step.id });
    if (step.resetsDraft) finish();
    else if (steps[index + 1]) goTo(index + 1);
  }, [step.resetsDraft, step.id, finish, steps, index, goTo]);

  const hasContinue = controls === 'continueAndBack' || controls === 'continueAndSkip';
  if (headerOnly)
    return (
      <div className="step" data-step={step.id}>
        <StepHeader flow={flow} steps={steps} index={index} progress={progress} content={engine.content} />
      </div>
    );
  return (
    <FormScopeContext.Provider value={scope}>
      <div className="step" data-step={step.id}>
        <ErrorSummary errors={scope.errors} titleAlias={layoutText.errorSummaryTitle} content={engine.content} />
        {flowChanged && (
          <div className="flow-changed-notice" role="status">
            {engine.content.html(flow.text?.changed)}
          </div>
        )}
        <StepHeader flow={flow} steps={steps} index={index} progress={progress} content={engine.content} />
        {/* method="post": sent with no script at all, the answers stay out of the address and the server judges the
            step (server/site/claim-form/; multipart, for a file widget's files); sent before the site is ready, the
            page's start script holds it until it is. */}
        <form method="post" encType="multipart/form-data" noValidate onSubmit={onSubmit} aria-busy={scope.busy} className="step__form">
          {/* The server checks the form's token (server/site/claim-form/) when it posts without scripts. */}
          {claimForm && <input type="hidden" name="_csrf" value={claimForm.token} />}
          {/* Enter in a field presses a form's first submit button: this Continue, not a widget's button that asks
              the server for a change (a row removed, name="action"), with scripts or without. */}
          <button type="submit" className="visually-hidden" tabIndex={-1} aria-hidden="true" />
          {/* Answers cannot change while they are being checked, so what passed is what is kept. */}
          <fieldset className="form-fieldset" disabled={scope.busy}>
            <Suspense fallback={<p className="loading">{engine.content.text(layoutText.loading)}</p>}>
              <BlockList blocks={step.blocks} pointer={`steps/${step.id}.json#/blocks`} />
              <OnShown onShown={setShown} />
            </Suspense>
          </fieldset>
          {controls !== 'none' && (
            <div className="step__controls">
              {hasContinue && (
                <button type="submit" className="button" aria-disabled={scope.busy || (!shown && !painted)} data-busy={scope.busy || undefined}>
                  {engine.content.text(scope.busy ? stepText.checking : stepText.continue)}
                </button>
              )}
              {controls === 'continueAndSkip' && (
                // Without scripts it asks the server (name="action": server/site/claim-form/claim-step-post.ts).
                <button
                  type="submit"
                  name="action"
                  value="skip"
                  className="button button--secondary"
                  onClick={(event) => {
                    event.preventDefault();
                    onSkip();
                  }}
                  disabled={scope.busy}
                >
                  {engine.content.text(stepText.skip)}
                </button>
              )}
              {previous && controls !== 'continueAndSkip' && (
                <SiteLink className="button button--secondary" to={`/${flow.route}/${previous.route}`}>
                  {engine.content.text(stepText.back)}
                </SiteLink>
              )}
            </div>
          )}
        </form>
      </div>
    </FormScopeContext.Provider>
  );
}

/**
 * Reports that the blocks before it committed: its effect runs after theirs, once the Suspense content shows. In a
 * transition, as the step's other bookkeeping, so the step's re-render for it goes in slices (a Continue pressed
 * meanwhile is kept and runs then).
 */
function OnShown({ onShown }: { onShown: (shown: true) => void }) {
  useEffect(() => startTransition(() => onShown(true)), [onShown]);
  return null;
}

/**
 * A "Change" link from a summary adds ?return=<summary step>: remembered in the draft (so a reload keeps it)
 * and taken out of the address. Arriving at that step again clears it.
 */
function useReturnMarker(step: Step, steps: readonly Step[], index: number, setDraft: (update: (prev: FormValues) => FormValues) => void) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const returnTo = new URLSearchParams(search).get('return');
  useEffect(() => {
    if (returnTo === null) return;
    const target = steps.findIndex((candidate) => candidate.id === returnTo);
    if (target > index) setDraft((prev) => ({ ...prev, returnTo }));
    navigate(pathname, { replace: true });
  }, [returnTo, steps, index, setDraft, navigate, pathname]);
  useEffect(() => {
    setDraft((prev) => (prev.returnTo === step.id ? { ...prev, returnTo: null } : prev));
  }, [step.id, setDraft]);
}
