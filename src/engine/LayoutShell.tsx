import { startTransition, Suspense, use, useEffect, useMemo, useState, type ReactNode } from 'react';
import { BlockList } from './blocks/BlockList';
import type { Block } from '../../core/engine/siteDefinitions';
import { DefinitionsComplete } from './DefinitionsComplete';
import { widgetTypesShownIn } from '../../core/engine/widgetTypes';
import { useEngine } from './EngineContext';
import { LoadFailure } from './LoadFailure';
import { FocusManager } from './navigation/FocusManager';
import { ScrollManager } from './navigation/ScrollManager';
import { StorageNotice } from './StorageNotice';
import { useForgetLeftConfirmation } from './flow/confirmationLifetime';
import { ScreenShown } from './ScreenShown';
import { useLiveVersion } from './navigation/useLiveVersion';
import { useLocation } from './navigation/siteRouter';
import { layoutHydrationWait, markHydrating } from './serverPaintedView';
import { screenOfPath } from '../../core/engine/screenOfPath';

/**
 * Header and footer from layout.json around every screen; the main landmark is the skip-link target.
 * Where the server rendered only the layout (a claim step, my-claim: the visitor's own answers), the screen's
 * place stays empty while hydrating, as the server sent it, and the screen renders right after, as a transition
 * (in short slices: the page stays responsive). That place is at least a viewport high for the whole visit
 * (main--screen-in-browser), so the footer starts below the fold and the screen appearing moves nothing in view;
 * the same where it rendered a claim step's header only (StepView renders its fields).
 */
export function LayoutShell({ children }: { children: ReactNode }) {
  const engine = useEngine();
  const { pathname } = useLocation();
  const [firstPathname] = useState(pathname);
  useForgetLeftConfirmation();
  useLiveVersion();
  const layout = engine.definitions.layout;
  engine.widgetLoader.preload(widgetTypesShownIn([...(layout?.header ?? []), ...(layout?.footer ?? [])], engine.env));
  const loading = <p className="loading">{engine.content.text(layout?.text?.loading)}</p>;
  const screenInBrowser = engine.inlinedStatus?.screen !== undefined;
  const [screenPending, setScreenPending] = useState(engine.inlinedStatus?.screen === 'browser');
  useEffect(() => {
    if (!screenPending) return;
    // The layout has hydrated; the screen inside is the browser's own render, not a hydration.
    markHydrating(false);
    startTransition(() => setScreenPending(false));
  }, [screenPending]);
  const { preview } = engine.definitions;
  // The same elements on every render: a re-render of the shell does not reach a header or footer still waiting to
  // hydrate (an update there would make React drop the server's HTML for its fallback).
  const header = useMemo(() => <LayoutPart blocks={layout?.header} pointer="layout.json#/header" />, [layout?.header]);
  const footer = useMemo(() => <LayoutPart blocks={layout?.footer} pointer="layout.json#/footer" />, [layout?.footer]);
  return (
    <>
      {preview && (
        <p className="preview-banner" role="note">
          <strong>{preview.label}</strong> <a href={preview.exit}>{preview.exitLabel}</a>
        </p>
      )}
      <ScrollManager />
      <FocusManager />
      {header}
      <main id="main" tabIndex={-1} className={screenInBrowser ? 'container main main--screen-in-browser' : 'container main'} aria-busy={screenPending || undefined}>
        <StorageNotice />
        {screenPending ? null : (
          // Keyed by path: a part that failed to load on one page does not blank the next.
          <LoadFailure key={pathname} pathname={pathname}>
            <Suspense fallback={loading}>
              <DefinitionsComplete>
                <WordingComplete firstPathname={firstPathname} />
                {children}
              </DefinitionsComplete>
              <ScreenShown />
            </Suspense>
          </LoadFailure>
        )}
      </main>
      {footer}
    </>
  );
}

/** The header's or footer's blocks, in a Suspense boundary of their own (a widget loading there blanks nothing else). */
function LayoutPart({ blocks, pointer }: { blocks: readonly Block[] | undefined; pointer: string }) {
  return (
    <Suspense fallback={null}>
      <AfterFirstScreen>
        <BlockList blocks={blocks} pointer={pointer} />
      </AfterFirstScreen>
    </Suspense>
  );
}

/**
 * The header's or footer's part of a page the server painted hydrates after the screen: the server's HTML stays as it
 * is meanwhile (its links work as links), and a click there before it has hydrated hydrates it at once (React
 * hydrates a part on the input it receives). The screen, what the customer came for, takes input sooner.
 */
function AfterFirstScreen({ children }: { children: ReactNode }) {
  const [wait] = useState(layoutHydrationWait);
  if (wait) use(wait);
  return children;
}

/**
 * A screen other than the first waits (showing the loading line, as while its widgets load) until the locale's
 * whole wording is here, a page may carry only its first screen's, the rest asked for once it is ready; and until
 * its wording can be formatted (the ICU formatter, loaded for the screens that need it).
 */
function WordingComplete({ firstPathname }: { firstPathname: string }) {
  const engine = useEngine();
  const { content } = engine;
  const { pathname } = useLocation();
  if (pathname === firstPathname) return null;
  if (content.completed === false && content.complete) use(content.complete());
  const pending = content.pending?.(screenOfPath(engine.definitions, engine.env, pathname).textAliases);
  if (pending) use(pending);
  return null;
}
