/**
 * The server's entry (built with `vite build --ssr`, see scripts/build-ssr.mjs): renders one screen of the site to
 * HTML from the same definitions, engine and widgets as the browser, so the page paints before any JavaScript
 * has run; the browser then hydrates it (main.tsx). Only screens whose first render depends on nothing but the
 * definitions, the wording and what the server knows are rendered here (see server/http/server-render.ts).
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { createStore, Provider } from 'jotai';
import { createPromotionApi } from '../api/client';
import { createContentLookup } from '../content/contentLookup';
import type { CookieConsent } from '../engine/contract';
import type { InlinedStatus } from '../engine/inlinedStatus';
import { prepareFirstScreen } from '../engine/prepareFirstScreen';
import type { SiteDefinitions } from '../engine/siteDefinitions';
import { createEngine, SiteApp, type SiteRouter } from '../engine/SiteApp';
import { actions, sources, widgets } from './registry';

export interface ScreenRenderInput {
  /** The locale's definitions, exactly as inlined into the page. */
  definitions: SiteDefinitions;
  /** The locale's wording, exactly as inlined into the page (markup sanitised by the server). */
  content: Record<string, string>;
  /** The address asked for (path and query). */
  url: string;
  /** What the page's site-status script tells the browser. */
  inlinedStatus: InlinedStatus;
}

const refuseValidators = () => Promise.reject(new Error('Nothing is validated while rendering on the server'));

/** The screen's HTML: what goes inside `<div id="root">`. */
export async function renderScreen(input: ScreenRenderInput): Promise<string> {
  const { definitions, url, inlinedStatus } = input;
  const due = inlinedStatus.cookieNotice !== 'hidden';
  const cookieConsent: CookieConsent = Object.freeze({ dueAtLoad: due, dueOnServer: due, choose: () => undefined });
  const engineInput = {
    definitions,
    widgets,
    actions,
    sources,
    loadValidators: refuseValidators,
    api: createPromotionApi(definitions.apiBase ?? `/api${definitions.promotion.basePath}`),
    content: createContentLookup(input.content, false, { sanitizedByServer: true }),
    dev: false,
    inlinedStatus,
    cookieConsent,
  };
  const engine = createEngine(engineInput);
  const pathname = url.split(/[?#]/, 1)[0];
  await prepareFirstScreen(engine, pathname);
  const Router: SiteRouter = ({ basename, children }) => (
    <StaticRouter basename={basename} location={url}>
      {children}
    </StaticRouter>
  );
  // Its own atom store per request: nothing one customer's page holds can reach another's.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Provider store={createStore()}>
        <SiteApp {...engineInput} engine={engine} router={Router} />
      </Provider>
    </StrictMode>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}
