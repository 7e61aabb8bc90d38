/**
 * The server's entry (built with `vite build --ssr`, see scripts/build-ssr.mjs): renders one screen of the site to
 * HTML from the same definitions, engine and widgets as the browser, so the page paints before any JavaScript
 * has run; the browser then hydrates it (main.tsx). Only screens whose first render depends on nothing but the
 * definitions, the wording, what the server knows and promotion data are rendered here (server/site/server-render.ts).
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStore, Provider } from 'jotai';
import { createPromotionApi } from '../api/client';
import { createContentLookup } from '../content/contentLookup';
import { messageValuesOf } from '../../core/content/messageValues';
import type { CookieConsent } from '../engine/contract';
import { firstLocationKey, visitKeyOf } from '../engine/dataSources';
import { environmentFor } from '../../core/engine/environment';
import { addressesOf } from '../../core/package/addresses';
import { prepareFirstScreen, screenAt } from '../engine/prepareFirstScreen';
import { createEngine, SiteApp, type SiteRouter } from '../engine/SiteApp';
import { StaticRouter } from '../engine/navigation/siteRouter';
import { actions, sources, widgets } from './registry';
import { serverPaintOf } from '../../core/render/serverPaint';
import { pageNoticeAtom } from '../state/pageNoticeAtom';
import { formValuesAtom } from '../state/formValuesAtom';
import { storageKeys } from '../../core/state/storageKeys';
import { formBlockOf } from '../../core/engine/formBlockOf';
import { FORM_VERSION } from '../engine/blocks/FormBlock';
import type { FormValues } from '../engine/contract';
import type { RenderedScreen, ScreenRenderInput } from '../../core/render/renderContract';

export type { RenderedScreen, ScreenRenderInput };

const refuseValidators = () => Promise.reject(new Error('Nothing is validated while rendering on the server'));

/**
 * The screen rendered, with the data it shows, or only the layout around it (inlinedStatus.screen 'browser'), or
 * a claim step's header in it ('header');
 * undefined for a screen the server does not render (serverPaintOf).
 */
export async function renderScreen(input: ScreenRenderInput): Promise<RenderedScreen | undefined> {
  const { definitions, url, inlinedStatus } = input;
  const shown = new Set<string>();
  const confirmation = inlinedStatus.claimForm?.confirmation;
  const due = inlinedStatus.cookieNotice !== 'hidden';
  const cookieConsent: CookieConsent = Object.freeze({
    dueAtLoad: due,
    dueOnServer: due,
    choose: () => undefined,
  });
  const engineInput = {
    definitions,
    widgets,
    actions,
    sources,
    loadValidators: refuseValidators,
    // An absolute address: the calls are answered in process (input.fetch), by path.
    api: createPromotionApi(new URL(definitions.apiBase ?? addressesOf(definitions.promotion).apiBase, 'http://server.local').href, input.fetch),
    content: createContentLookup(input.content, false, {
      sanitizedByServer: true,
      onLookup: (alias) => shown.add(alias),
      locale: definitions.locale,
      values: messageValuesOf(environmentFor(definitions).settings),
    }),
    dev: false,
    inlinedStatus,
    cookieConsent,
    // The claim the server sent for this visitor (a form posted without scripts), as the confirmation shows it, and
    // what it answered for this visitor (the claim they track).
    inlinedData: confirmation === undefined && !input.visitorData ? undefined : { ...input.visitorData, ...(confirmation === undefined ? {} : { claimConfirmation: confirmation }) },
  };
  const engine = createEngine(engineInput);
  const pathname = url.split(/[?#]/, 1)[0];
  const screen = screenAt(engine, pathname);
  const layoutOnly = inlinedStatus.screen === 'browser';
  const headerOnly = inlinedStatus.screen === 'header';
  const serverDraft = inlinedStatus.claimForm?.draft;
  const paint = serverPaintOf(screen, {
    draftStored: input.draftStored,
    serverDraft: serverDraft !== undefined,
    confirmed: confirmation !== undefined,
    answered: new Set(Object.keys(input.visitorData ?? {})),
  });
  if (layoutOnly ? paint === 'none' : paint !== (headerOnly ? 'header' : 'screen')) return undefined;
  const data: Record<string, unknown> = {};
  // The layout only: nothing of the screen is asked (its guard, draft or data are the browser's). A step's header
  // only: none of its data either.
  if (layoutOnly) await engine.widgetLoader.loadAll(screen.widgetTypes);
  else
    await prepareFirstScreen(engine, pathname, {
      readDraft: false,
      withData: !headerOnly,
      values: serverDraft,
    });
  for (const source of layoutOnly || headerOnly ? [] : screen.paintedSources) {
    // A source that failed or is still loading: the browser renders the page and asks for it itself.
    const answer = engine.dataSources.get(source, visitKeyOf(firstLocationKey(), 0)) as Promise<unknown> & { status?: string; value?: unknown };
    if (answer.status !== 'fulfilled') return undefined;
    data[source] = answer.value;
  }
  const Router: SiteRouter = ({ basename, children }) => (
    <StaticRouter basename={basename} location={url}>
      {children}
    </StaticRouter>
  );
  // Its own atom store per request: nothing one customer's page holds can reach another's.
  const store = createStore();
  if (input.notice) store.set(pageNoticeAtom, { visitKey: firstLocationKey(), alias: input.notice });
  // A page form's post refused without scripts: the form shows what was posted (its errors: FormBlock).
  const refused = inlinedStatus.claimForm;
  const form = refused?.form && !screen.flow ? formBlockOf(screen.page?.blocks, refused.form) : undefined;
  if (form && refused?.draft) {
    const defaults = (form.defaults ?? {}) as FormValues;
    store.set(formValuesAtom(storageKeys.form(refused.form!, engine.env.promotionId, engine.env.locale), defaults, FORM_VERSION, { memoryOnly: form.memoryOnly }), { ...defaults, ...refused.draft });
  }
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Provider store={store}>
        <SiteApp {...engineInput} engine={engine} router={Router} />
      </Provider>
    </StrictMode>,
    // React outlines a large Suspense boundary (a step with a hundred French departments in a select) and reveals it
    // with an inline script, which the pages' CSP refuses: the boundary would stay hidden and fail to hydrate.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return {
    html: Buffer.concat(chunks).toString('utf8'),
    data,
    aliases: [...shown],
  };
}
