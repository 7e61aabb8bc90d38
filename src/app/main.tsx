import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createPromotionApi } from '../api/client';
import { createContentLookup } from '../content/contentLookup';
import { loadContent } from '../content/loadContent';
import { environmentFor } from '../engine/environment';
import { sessionLocaleGuard } from '../engine/sessionLocaleGuard';
import { SiteApp } from '../engine/SiteApp';
import { readInlinedDefinitions } from '../engine/siteDefinitions';
import { webStorage } from '../state/webStorage';
import { actions, sources, widgets } from './registry';
import { loadFraudScreening } from './fraudScreening';
import { ensureVisitorId } from './visitor';
import './theme.css';

const loadValidators = () => import('../validation/generated').then((module) => module.validators);

async function start() {
  const definitions = readInlinedDefinitions();
  const env = environmentFor(definitions);
  const api = createPromotionApi(definitions.apiBase ?? `/api${definitions.promotion.basePath}`);
  const dev = import.meta.env.DEV;

  const claimRoute = definitions.flows.find((flow) => flow.id === 'claim')?.route ?? 'claim';
  const redirect = sessionLocaleGuard(env.locale, webStorage.session, `${env.sitePath}/${claimRoute}`);
  if (redirect) window.history.replaceState(null, '', redirect);

  void ensureVisitorId(api, env.promotionId).then((visitorId) => loadFraudScreening(definitions.promotion.fraudScreening, visitorId));
  const content = createContentLookup(await loadContent(api, env.locale), dev);
  document.documentElement.lang = env.locale;

  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <SiteApp
        definitions={definitions}
        widgets={widgets}
        actions={actions}
        sources={sources}
        loadValidators={loadValidators}
        api={api}
        content={content}
        dev={dev}
      />
    </StrictMode>,
  );
}

start().catch((error) => {
  console.error(error);
  const root = document.getElementById('root');
  if (root) root.innerHTML = '<p class="container" role="alert">The site could not start. Please reload the page.</p>';
});
