import { atom, useAtomValue, useSetAtom, type PrimitiveAtom } from 'jotai';
import { startTransition, use, useCallback, useMemo, useState } from 'react';
import { useEngine } from '../EngineContext';
import { Navigate } from '../navigation/SiteLink';
import { claimDraftAtom, flowDefaults } from './claimDraft';
import { sessionStore } from '../../state/sessionStore';
import { storageKeys } from '../../../core/state/storageKeys';
import type { Flow } from '../../../core/engine/siteDefinitions';
import type { FormValues } from '../contract';
import type { FormValuesAtom } from '../../state/formValuesAtom';
import { useServerPaint } from '../serverPaintedView';
import { lastUnlockedIndex, stepAccess, stepsOfFlow, unlockedWithout } from '../../../core/engine/flow/claimFlow';
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
  // Whether the stored draft shows yet: switched in the transition that ends the paint, so the step re-renders with
  // the draft in slices. One atom for the view's life: a new one would have every reader subscribe again after that
  // commit and re-render the whole step at once (about 60 ms on a slow phone).
  const [storedShows] = useState(() => atom(!paintedByServer));
  const [paintedStep] = useState(() => steps[paintedIndex]?.id ?? null);
  // The server's draft (a form that posted to the server before scripts ran: inlinedStatus.claimForm), painted with
  // and, once hydrated, continued from.
  const [serverDraft] = useState(() => (paintedByServer ? engine.inlinedStatus?.claimForm?.draft : undefined));
  const [serverConfirmation] = useState(() => (paintedByServer ? engine.inlinedStatus?.claimForm?.confirmation : undefined));
  const draftAtom = useMemo(
    () => paintAwareDraftAtom(() => claimDraftAtom(engine, flow, defaults), { ...defaults, ...serverDraft, activeStep: paintedStep }, storedShows),
    [engine, flow, defaults, paintedStep, storedShows, serverDraft],
  );
  const showStored = useSetAtom(storedShows);
  const setDraft = useSetAtom(draftAtom);
  // Called from the step's effect: run once this view's own effects have subscribed it to the draft too, so the switch
  // reaches every reader in the transition.
  const endPaint = useCallback(
    () =>
      queueMicrotask(() =>
        startTransition(() => {
          // The server's draft, unless the browser's own is further on (a mirror the server missed) or as far on (it
          // holds what was typed since: the server's is a mirror of the last Continue).
          if (serverDraft) setDraft((stored) => (serverIsAhead(serverDraft, stored) ? { ...defaults, ...serverDraft } : stored));
          if (serverConfirmation !== undefined) sessionStore.set(storageKeys.confirmation(env.promotionId, env.locale), serverConfirmation);
          showStored(true);
          endServerPaint();
        }),
      ),
    [showStored, endServerPaint, serverDraft, setDraft, defaults, serverConfirmation, env],
  );
  const draft = useAtomValue(draftAtom);
  // Answers forgotten on reload re-lock the first step asking for them: which one that is, the steps' blocks say,
  // the whole definitions' (a page may carry only its first screen's).
  const rest = engine.definitionsRest;
  if (!paintedByServer && Array.isArray(draft.forgotten) && draft.forgotten.length > 0 && rest && !rest.completed) use(rest.complete());
  const progress = paintedByServer
    ? {
        unlockedSteps: Math.max(paintedIndex, Number(serverDraft?.unlockedSteps) || 0),
        hasConfirmation: serverConfirmation !== undefined,
      }
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

  return <StepView key={steps[index].id} flow={flow} steps={steps} index={index} progress={progress} draftAtom={draftAtom} defaults={defaults} onHydrated={paintedByServer ? endPaint : undefined} />;
}

/** Whether the server's draft is further on than the browser's (or the browser has none of its own yet). */
function serverIsAhead(server: FormValues, stored: FormValues): boolean {
  const unlocked = (values: FormValues) => Number(values.unlockedSteps) || 0;
  return unlocked(stored) === 0 || unlocked(server) > unlocked(stored);
}

/**
 * The draft as the server painted it (the flow's defaults, on the step the address names) until `storedShows`, for
 * the renders that hydrate the server's HTML: the stored draft (`stored`, which reads storage) is not made until
 * then. What is written through it (an answer given meanwhile too) goes to the stored draft.
 */
function paintAwareDraftAtom(stored: () => FormValuesAtom, painted: FormValues, storedShows: PrimitiveAtom<boolean>): FormValuesAtom {
  return atom(
    (get) => (get(storedShows) ? get(stored()) : painted),
    (_get, set, update: FormValues | ((previous: FormValues) => FormValues)) => set(stored(), update),
  );
}
