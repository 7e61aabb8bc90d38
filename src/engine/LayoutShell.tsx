import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { BlockList, widgetTypesOf } from './blocks/BlockList';
import { useEngine } from './EngineContext';
import { LoadFailure } from './LoadFailure';
import { ScrollManager } from './navigation/ScrollManager';

/** Header and footer from layout.json around every screen; the main landmark is the skip-link target. */
export function LayoutShell() {
  const engine = useEngine();
  const layout = engine.definitions.layout;
  engine.widgetLoader.preload(widgetTypesOf([...(layout?.header ?? []), ...(layout?.footer ?? [])]));
  const loading = <p className="loading">{engine.content.text(layout?.text?.loading)}</p>;
  return (
    <>
      <ScrollManager />
      <Suspense fallback={null}>
        <BlockList blocks={layout?.header} pointer="layout.json#/header" />
      </Suspense>
      <main id="main" tabIndex={-1} className="container main">
        <LoadFailure>
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
