import { lazy, useMemo, type ComponentType, type ReactNode } from 'react';
import { routeMatchOf } from '../../core/engine/screenOfPath';
import { createCookieConsent } from './cookieConsent';
import { createDataSourceCache } from './dataSources';
import { EngineContext, type Engine, type EngineInput } from './EngineContext';
import { environmentFor } from '../../core/engine/environment';
import { DateWindowGuard } from './guards/DateWindowGuard';
import { LayoutShell } from './LayoutShell';
import { BrowserRouter, useLocation } from './navigation/siteRouter';
import { PageView } from './PageView';
import { reloadOnStaleChunk } from './staleBuildReload';
import { createWidgetLoader } from './widgetLoader';

type FlowViewModule = typeof import('./flow/ClaimFlowView');
let flowViewModule: Promise<FlowViewModule> | undefined;
let loadedFlowView: FlowViewModule['ClaimFlowView'] | undefined;

/** The claim-flow machinery is downloaded on entering the flow, not with the home page. */
export function loadClaimFlowView(): Promise<FlowViewModule> {
  flowViewModule ??= reloadOnStaleChunk(() => import('./flow/ClaimFlowView')).then((module) => {
    loadedFlowView = module.ClaimFlowView;
    return module;
  });
  return flowViewModule;
}

const LazyClaimFlowView = lazy(() => loadClaimFlowView().then((module) => ({ default: module.ClaimFlowView })));

export function createEngine(input: EngineInput): Engine {
  const env = environmentFor(input.definitions);
  const routes = new Map<string, string>();
  for (const page of input.definitions.pages) routes.set(page.id, page.route);
  for (const flow of input.definitions.flows) {
    routes.set(flow.id, flow.route);
    // A step is addressed by its id too (a summary's "Change" links); pages keep their own ids.
    for (const step of input.definitions.steps) {
      if (flow.steps.includes(step.id) && !routes.has(step.id)) routes.set(step.id, `${flow.route}/${step.route}`);
    }
  }
  return {
    ...input,
    env,
    cookieConsent: input.cookieConsent ?? createCookieConsent(),
    routeOf: (id) => routes.get(id),
    widgetLoader: createWidgetLoader(input.widgets),
    dataSources: createDataSourceCache(input.sources, env, input.api, input.inlinedData),
  };
}

/** The router the site runs in: the browser's history, or on the server a fixed address. */
export type SiteRouter = ComponentType<{ basename: string; children: ReactNode }>;

/**
 * The whole site for one locale: the screen the address names (routeMatchOf, under the locale's site path) in the
 * layout shell. `engine`: one made beforehand with createEngine, whose first screen was prepared
 * (prepareFirstScreen). `router`: the browser's history unless given (the server renders at a fixed address).
 */
export function SiteApp(input: EngineInput & { engine?: Engine; router?: SiteRouter }) {
  const Router = input.router ?? BrowserRouter;
  const engine = useMemo(() => input.engine ?? createEngine(input), [input]);
  return (
    <EngineContext.Provider value={engine}>
      <Router basename={engine.env.sitePath}>
        <LayoutShell>
          <CurrentScreen engine={engine} />
        </LayoutShell>
      </Router>
    </EngineContext.Provider>
  );
}

/** The page, or the claim flow (behind its guard), the address names; a new screen starts afresh. */
function CurrentScreen({ engine }: { engine: Engine }) {
  const { pathname } = useLocation();
  const match = routeMatchOf(engine.definitions, engine.env, pathname);
  if (match.page) return <PageView key={match.page.id} page={match.page} />;
  if (!match.flow) return null;
  const { flow, stepRoute } = match;
  // Already downloaded (the first screen is in the flow): no lazy wrapper, which would suspend once.
  const ClaimFlowView = loadedFlowView ?? LazyClaimFlowView;
  const view = <ClaimFlowView flow={flow} stepRoute={stepRoute} />;
  return flow.guard ? (
    <DateWindowGuard key={flow.id} params={flow.guard.params} screenId={flow.id}>
      {view}
    </DateWindowGuard>
  ) : (
    <ClaimFlowView key={flow.id} flow={flow} stepRoute={stepRoute} />
  );
}
