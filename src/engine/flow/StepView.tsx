import { useSetAtom } from 'jotai';
import { Suspense, useCallback, useEffect, useMemo, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { FormValues } from '../contract';
import { useEngine } from '../EngineContext';
import { BlockList, widgetTypesOf } from '../blocks/BlockList';
import { ErrorSummary } from '../form/ErrorSummary';
import { FormScopeContext } from '../form/FormScope';
import { useFormController } from '../form/useFormController';
import { usePageTitle } from '../navigation/usePageTitle';
import type { FormValuesAtom } from '../../state/formValuesAtom';
import type { Flow, Step } from '../siteDefinitions';
import type { FlowProgress } from './claimFlow';
import { confirmAnswers } from './confirmAnswers';
import { StepHeader } from './StepHeader';

interface Props {
  flow: Flow;
  steps: readonly Step[];
  index: number;
  progress: FlowProgress;
  draftAtom: FormValuesAtom;
  defaults: FormValues;
}

/** One claim step: header, its blocks bound to the claim draft, Continue running the step's actions. */
export function StepView({ flow, steps, index, progress, draftAtom, defaults }: Props) {
  const engine = useEngine();
  const navigate = useNavigate();
  const step = steps[index];
  engine.widgetLoader.preload(widgetTypesOf(step.blocks));

  const setDraft = useSetAtom(draftAtom);
  const onSuccess = useCallback(
    (_values: FormValues, redirect: string | undefined) => {
      const next = steps[index + 1];
      setDraft((prev) => confirmAnswers(prev, steps, index, defaults));
      if (redirect) navigate(`/${engine.routeOf(redirect) ?? ''}`);
      else if (next) navigate(`/${flow.route}/${next.route}`);
    },
    [steps, index, flow.route, navigate, engine, setDraft, defaults],
  );
  const { scope, submit } = useFormController({
    atom: draftAtom,
    validation: step.validation,
    actions: step.actions,
    onSuccess,
  });

  useEffect(() => {
    if (scope.values.activeStep !== step.id) setDraft((prev) => ({ ...prev, activeStep: step.id }));
  }, [step.id, scope.values.activeStep, setDraft]);

  usePageTitle(step.title, scope.errors.length > 0);
  const flowText = flow.text ?? {};
  const layoutText = engine.definitions.layout?.text ?? {};
  const previous = index > 0 ? steps[index - 1] : undefined;
  const controls = step.controls ?? 'continueAndBack';

  const onSubmit = useMemo(
    () => (event: FormEvent) => {
      event.preventDefault();
      void submit();
    },
    [submit],
  );

  return (
    <FormScopeContext.Provider value={scope}>
      <div className="step" data-step={step.id}>
        <ErrorSummary errors={scope.errors} titleAlias={layoutText.errorSummaryTitle} content={engine.content} />
        <StepHeader flow={flow} steps={steps} index={index} progress={progress} content={engine.content} />
        <form noValidate onSubmit={onSubmit} aria-busy={scope.busy} className="step__form">
          {/* Answers cannot change while they are being checked, so what passed is what is kept. */}
          <fieldset className="form-fieldset" disabled={scope.busy}>
            <Suspense fallback={<p className="loading">{engine.content.text(layoutText.loading)}</p>}>
              <BlockList blocks={step.blocks} pointer={`steps/${step.id}.json#/blocks`} />
            </Suspense>
          </fieldset>
          {controls !== 'none' && (
            <div className="step__controls">
              {controls === 'continueAndBack' && (
                <button type="submit" className="button" aria-disabled={scope.busy} data-busy={scope.busy || undefined}>
                  {engine.content.text(scope.busy ? flowText.checking : flowText.continue)}
                </button>
              )}
              {previous && (
                <Link className="button button--secondary" to={`/${flow.route}/${previous.route}`}>
                  {engine.content.text(flowText.back)}
                </Link>
              )}
            </div>
          )}
        </form>
      </div>
    </FormScopeContext.Provider>
  );
}
