import { atom, useAtomValue } from 'jotai';
import { use, useMemo } from 'react';
import { useEngine } from '../EngineContext';
import { Navigate } from '../navigation/SiteLink';
import { claimDraftAtom, flowDefaults } from './claimDraft';
import { sessionStore } from '../../state/sessionStore';
import { storageKeys } from '../../../core/state/storageKeys';
import type { Flow } from '../../../core/engine/siteDefinitions';
import type { FormValues } from '../contract';
import type { FormValuesAtom } from '../../state/formValuesAtom';
import { useServerPaint } from '../serverPaintedView';
import { lastUnlockedIndex, stepAccess, stepsOfFlow, unlockedWithout } from './claimFlow';
import { StepView } from './StepView';

/**
 * The claim flow: picks the step the address names below the flow's (`stepRoute`, "" for the flow's own address)
 * and applies the one guard before showing it.
 */
export function ClaimFlowView({ flow, stepRoute }: { flow: Flow; stepRoute: string }) {
  const engine = useEngine();
  const { env } = engine;
  const steps = useMemo(() => stepsOfFlow(flow, engine.definitions.steps, env), [flow, engine.definitions.steps, env]);
  const defaults = useMemo(() => flowDefaults(flow), [flow]);
  // What the server painted (core/render/serverPaint.ts): the step as the flow's defaults show it, reached as the
  // address says (the server paints a later step only for a browser holding a draft). Hydration renders exactly
  // that, without reading storage; once the step has hydrated, the draft shows and the guard applies.
  const [paintedByServer, endServerPaint] = useServerPaint();
  const paintedIndex = paintedByServer ? steps.findIndex((step) => step.route === stepRoute) : -1;
  const stored = useMemo(() => (paintedByServer ? undefined : claimDraftAtom(engine, flow, defaults)), [paintedByServer, engine, flow, defaults]);
  const paintedStep = steps[paintedIndex]?.id ?? null;
  const painted = useMemo(() => paintedDraftAtom(engine, flow, { ...defaults, activeStep: paintedStep }), [engine, flow, defaults, paintedStep]);
  const draftAtom = stored ?? painted;
  const draft = useAtomValue(draftAtom);
  // Answers forgotten on reload re-lock the first step asking for them: which one that is, the steps' blocks say,
  // the whole definitions' (a page may carry only its first screen's).
  const rest = engine.definitionsRest;
  if (!paintedByServer && Array.isArray(draft.forgotten) && draft.forgotten.length > 0 && rest && !rest.completed) use(rest.complete());
  const progress = paintedByServer
    ? { unlockedSteps: Math.max(paintedIndex, 0), hasConfirmation: false }
    : {
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
      onHydrated={paintedByServer ? endServerPaint : undefined}
    />
  );
}

/**
 * The draft as the server painted it (the flow's defaults, on the step the address names), for the renders that
 * hydrate the server's HTML. What is written through it (an answer given meanwhile) goes to the stored draft, which
 * shows once the step has hydrated.
 */
function paintedDraftAtom(engine: Parameters<typeof claimDraftAtom>[0], flow: Flow, painted: FormValues): FormValuesAtom {
  return atom(
    () => painted,
    (_get, set, update: FormValues | ((previous: FormValues) => FormValues)) => set(claimDraftAtom(engine, flow), update),
  );
}
