import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { BlockList } from './blocks/BlockList';
import { widgetTypesOf } from './blocks/widgetTypes';
import { useEngine } from './EngineContext';
import { LoadFailure } from './LoadFailure';
import { FocusManager } from './navigation/FocusManager';
import { ScrollManager } from './navigation/ScrollManager';
import { StorageNotice } from './StorageNotice';
import { useForgetLeftConfirmation } from './flow/confirmationLifetime';

/** Header and footer from layout.json around every screen; the main landmark is the skip-link target. */
export function LayoutShell() {
  const engine = useEngine();
  const { pathname } = useLocation();
  useForgetLeftConfirmation();
  const layout = engine.definitions.layout;
  engine.widgetLoader.preload(widgetTypesOf([...(layout?.header ?? []), ...(layout?.footer ?? [])]));
  const loading = <p className="loading">{engine.content.text(layout?.text?.loading)}</p>;
  return (
    <>
      <ScrollManager />
      <FocusManager />
      <Suspense fallback={null}>
        <BlockList blocks={layout?.header} pointer="layout.json#/header" />
      </Suspense>
      <main id="main" tabIndex={-1} className="container main">
        <StorageNotice />
        {/* Keyed by path: a part that failed to load on one page does not blank the next. */}
        <LoadFailure key={pathname}>
          <Suspense fallback={loading}>
            <Outlet />
          </Suspense>
        </LoadFailure>
      </main>
      <Suspense fallback={null}>
        <BlockList blocks={layout?.footer} pointer="layout.json#/footer" />
      </Suspense>
    </>
  );
}
