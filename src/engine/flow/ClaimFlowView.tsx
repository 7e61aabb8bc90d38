import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { Navigate, useParams } from 'react-router';
import { useEngine } from '../EngineContext';
import { claimDraftAtom, flowDefaults } from './claimDraft';
import { sessionStore } from '../../state/sessionStore';
import { storageKeys } from '../../state/storageKeys';
import type { Flow } from '../siteDefinitions';
import { lastUnlockedIndex, stepAccess, stepsOfFlow, unlockedWithout } from './claimFlow';
import { StepView } from './StepView';

/** The claim flow: picks the step from the URL and applies the one guard before showing it. */
export function ClaimFlowView({ flow }: { flow: Flow }) {
  const engine = useEngine();
  const { env } = engine;
  const stepRoute = useParams()['*'] ?? '';
  const steps = useMemo(() => stepsOfFlow(flow, engine.definitions.steps, env), [flow, engine.definitions.steps, env]);
  const defaults = useMemo(() => flowDefaults(flow), [flow]);
  const draftAtom = claimDraftAtom(engine, flow, defaults);
  const draft = useAtomValue(draftAtom);
  const progress = {
    unlockedSteps: unlockedWithout(steps, Number(draft.unlockedSteps) || 0, draft.forgotten),
    hasConfirmation: sessionStore.get(storageKeys.confirmation(env.promotionId, env.locale)) !== undefined,
  };

  const index = steps.findIndex((step) => step.route === stepRoute);
  if (stepRoute === '' || index === -1) {
    const target = stepRoute === '' ? 0 : lastUnlockedIndex(steps, progress);
    // The step the visitor was on is no longer part of the flow (a new version of the promotion): they go back to the
    // nearest step they can continue from, told why.
    const stepGone = typeof draft.activeStep === 'string' && !steps.some((step) => step.id === draft.activeStep);
    return <Navigate replace to={`/${flow.route}/${steps[target].route}`} state={stepGone && stepRoute !== '' ? { flowChanged: true } : undefined} />;
  }
  const access = stepAccess(steps, index, progress);
  if (!access.allowed) return <Navigate replace to={`/${flow.route}/${steps[access.redirectIndex].route}`} />;

  return (
    <StepView
      key={steps[index].id}
      flow={flow}
      steps={steps}
      index={index}
      progress={progress}
      draftAtom={draftAtom}
      defaults={defaults}
    />
  );
}
