import { Suspense, useEffect, type ReactNode } from 'react';
import { BlockList } from './blocks/BlockList';
import { widgetTypesShownIn } from '../../core/engine/widgetTypes';
import { useEngine } from './EngineContext';
import { SuccessNotice } from './form/SuccessNotice';
import { DateWindowGuard } from './guards/DateWindowGuard';
import { Navigate } from './navigation/SiteLink';
import { PageErrorsContext, usePageErrors, usePageTitle } from './navigation/usePageTitle';
import type { Page } from '../../core/engine/siteDefinitions';
import { usage } from './usage';

/** A screen built from its blocks, behind its guard. */
export function PageView({ page }: { page: Page }) {
  const engine = useEngine();
  if (page.redirect) return <Navigate replace to={`/${engine.routeOf(page.redirect) ?? ''}`} />;
  const body = <PageBody page={page} />;
  if (page.externalRedirect) return <ExternalRedirect target={page.externalRedirect}>{body}</ExternalRedirect>;
  if (page.guard) return <DateWindowGuard params={page.guard.params} screenId={page.id}>{body}</DateWindowGuard>;
  return body;
}

/**
 * A page that sends the visitor elsewhere: the locale's address for `target` (promotion.json
 * locales.<tag>.externalPages), replacing this history entry so Back does not bounce them here again. Its blocks
 * show until the browser leaves (and stay when the locale has no such address).
 */
function ExternalRedirect({ target, children }: { target: string; children: ReactNode }) {
  const { definitions, env } = useEngine();
  const url = definitions.promotion.locales[env.locale]?.externalPages?.[target];
  useEffect(() => {
    if (url) window.location.replace(url);
  }, [url]);
  return children;
}

function PageBody({ page }: { page: Page }) {
  const engine = useEngine();
  engine.widgetLoader.preload(widgetTypesShownIn(page.blocks, engine.env));
  const errors = usePageErrors();
  usePageTitle(page.title, errors.hasErrors);
  useEffect(() => usage.count({ event: 'shown', screen: page.id }), [page.id]);
  return (
    <PageErrorsContext.Provider value={errors.report}>
      <div className="page" data-page={page.id}>
        <SuccessNotice content={engine.content} titleAlias={engine.definitions.layout?.text?.successSummaryTitle} />
        <Suspense fallback={<p className="loading">{engine.content.text(engine.definitions.layout?.text?.loading)}</p>}>
          <BlockList blocks={page.blocks} pointer={`pages/${page.id}.json#/blocks`} />
        </Suspense>
      </div>
    </PageErrorsContext.Provider>
  );
}
