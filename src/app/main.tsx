import { StrictMode, startTransition, type ReactNode } from 'react';
import type { Root } from 'react-dom/client';
import { createPromotionApi, type PromotionApi } from '../api/client';
import { createContentLookup } from '../content/contentLookup';
import { messageValuesOf } from '../../core/content/messageValues';
import { loadRestOfWording } from '../content/loadRestOfWording';
import { createDefinitionsRest } from '../engine/definitionsRest';
import { loadRestOfDefinitions } from './loadRestOfDefinitions';
import { clientFailures, type ClientFailure } from '../engine/clientFailures';
import { sessionLocaleGuard } from '../engine/sessionLocaleGuard';
import { createEngine, SiteApp } from '../engine/SiteApp';
import { createCookieConsent, mirrorNoticeCookie } from '../engine/cookieConsent';
import { prepareFirstScreen } from '../engine/prepareFirstScreen';
import { markHydrating } from '../engine/serverPaintedView';
import { prefetchLaterParts } from '../engine/laterParts';
import { reloadOnStaleChunk } from '../engine/staleBuildReload';
import { storageFallback } from '../state/storageFallback';
import { webStorage } from '../state/webStorage';
import { readBootState, type BootState } from './bootState';
import { createClientReporter } from './clientReporter';
import { actions, sources, widgets } from './registry';
import { ensureVisitorId } from './visitor';
import { sendUsage } from './usageSender';
import { loadValidators } from './loadValidators';
import type { Noted } from './replayEarlyInput';
import './theme.css';

const rootElement = document.getElementById('root') as HTMLElement;
/**
 * React DOM is a module graph of its own, asked for at once (the page's head has already fetched it): evaluated in
 * a task of its own rather than with the site's scripts, neither blocks input for long on a slow phone.
 */
const reactDomClient = import('react-dom/client');

/** Runs `work` when the browser is idle (within a second), or after a short wait where it cannot say. */
const whenIdle = (work: () => void) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(work, { timeout: 1000 }) : setTimeout(work, 50));

/** Only when the page came without its wording (the server's content store failed): then the browser asks for it. */
const fetchContent = (api: PromotionApi, locale: string) =>
  reloadOnStaleChunk(() => import('../content/loadContent')).then(({ loadContent }) => loadContent(api, locale));

const dryRunFetch: typeof fetch = (input, init) => {
  const request = new Request(input, init);
  request.headers.set('Prefer', 'dry-run');
  return fetch(request);
};


/**
 * Ends the current task: the browser may paint and handle input in between. Starting the site is split at these
 * points so that none of its parts (evaluating the scripts, reading the definitions, hydrating) blocks input for
 * long on a slow phone.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The site's start on a page, one object: what the start learns as it goes (the page was rendered by the server,
 * React's root, the rest of the wording and definitions to ask for once ready, the work for after ready, the failure
 * reporter) is its own state, not the module's; created once, below.
 */
function createSiteStart() {
  /**
   * The page arrived rendered by the server (server/site/server-render.ts; BootState.serverRendered): the site
   * hydrates it, unless the site starts on another address than the one the server rendered (the locale guard's),
   * which it then renders afresh.
   */
  let serverRendered = false;
  let root: Root | undefined;
  /** What was typed into the server's page before hydration has been replayed (once). */
  let earlyInputReplayed = false;
  /** Work a click does not need (the visitor id, fraud screening): started once the site is ready, not in its way. */
  const afterReady: Array<() => void> = [];
  /** Asks for the rest of the wording (once); set when the site starts. */
  let completeWording: (() => Promise<void>) | undefined;
  /** Asks for the rest of the definitions; set when the site starts, where the page carried only its first screen's. */
  let completeDefinitions: (() => Promise<void>) | undefined;
  /** What was typed or chosen before hydration, noted just before it (main.tsx showSite). */
  let notedBeforeHydration: Noted[] = [];
  /** Set once the API client exists, so that a failure after that point is reported too. */
  let reportFailure: ((failure: ClientFailure) => void) | undefined;

  /**
   * Shows `element` in the page: the first time on a page the server rendered, by hydrating the server's HTML (the
   * same definitions, wording and engine render the same markup, so nothing is painted twice); otherwise by
   * rendering it. Both as transitions, which React does in short slices so the page stays responsive (input on a
   * part not hydrated yet makes React hydrate that part at once).
   */
  async function show(element: ReactNode) {
    const { createRoot, hydrateRoot } = await reactDomClient;
    if (!root && serverRendered) {
      markHydrating(true);
      startTransition(() => {
        root = hydrateRoot(rootElement, element, {
          // A difference means server and browser disagree: React renders that part again in the browser (no harm to
          // the customer), and the log says so.
          onRecoverableError: (error, info) => console.error(`Hydration mismatch: ${String(error)}${info.componentStack ?? ''}`),
        });
      });
      return;
    }
    const target = (root ??= createRoot(rootElement));
    startTransition(() => target.render(element));
  }

  /**
   * A screen handles input from here on. What was typed into the server's page before it hydrated reaches the forms
   * first (React kept it on screen only); then `<html data-site-ready>` tells monitoring and end-to-end tests that
   * input reaches the site's handlers.
   */
  function onScreenShown() {
    const html = document.documentElement;
    markHydrating(false);
    const ready = () => {
      html.dataset.siteReady = '';
      // Once the browser is idle, so that input arriving now (and the layout hydrating) comes first: the rest of the
      // wording and definitions, where the page carried only its screen's, now that they no longer delay the start (a
      // failure is logged there; a screen that needs the definitions then says it could not load), and the work a
      // click does not need.
      whenIdle(() => {
        void completeWording?.();
        completeDefinitions?.().catch(() => undefined);
        for (const work of afterReady.splice(0)) work();
      });
    };
    const replay = serverRendered && !earlyInputReplayed && html.hasAttribute('data-early-input');
    earlyInputReplayed = true;
    if (!replay && !html.hasAttribute('data-early-submit')) return ready();
    // Not behind the stale-build reload: a reload would lose exactly what is being saved. A form sent early goes once
    // the site is ready (the start script holds it until then).
    import('./replayEarlyInput')
      .then(async ({ replayEarlyInput, sendEarlySubmit }) => {
        if (replay) await replayEarlyInput(rootElement, undefined, notedBeforeHydration).catch(() => undefined);
        ready();
        sendEarlySubmit();
      })
      .catch(ready);
  }

  /** Renders the site once what its first screen needs is loaded, so it paints in its final layout. */
  async function showSite(boot: BootState, api: PromotionApi, wording: { content: Record<string, string>; sanitizedByServer: boolean }) {
    const dev = import.meta.env.DEV;
    const { definitions, status: inlinedStatus, env } = boot;
    const { sitePath, settings } = env;
    // In the entry (1 kB): a chunk of its own would put its download before the wording's, in the way of a quick click.
    const rest = inlinedStatus.wording === 'partial' && wording.sanitizedByServer ? () => loadRestOfWording(sitePath) : undefined;
    const content = createContentLookup(wording.content, dev, {
      sanitizedByServer: wording.sanitizedByServer,
      rest,
      locale: definitions.locale,
      values: messageValuesOf(settings),
    });
    completeWording = content.complete;
    // Its loader is in the entry too (1 kB), as the wording's.
    const definitionsRest = createDefinitionsRest(definitions, loadRestOfDefinitions);
    completeDefinitions = definitionsRest && (() => definitionsRest.complete());
    // A screen other than the one the server rendered (the locale guard's) needs wording and definitions the page may
    // not carry.
    if (!serverRendered) await Promise.all([rest && content.complete?.(), definitionsRest?.complete()]);
    const cookieConsent = createCookieConsent(inlinedStatus.cookieNotice === undefined ? undefined : inlinedStatus.cookieNotice === 'due');
    // The server reads the notice cookie to render the notice exactly when the browser will show it.
    mirrorNoticeCookie();
    const input = { definitions, definitionsRest, widgets, actions, sources, loadValidators: () => loadValidators(definitions), api, content, dev, inlinedStatus, inlinedData: boot.data, cookieConsent, onScreenShown };
    const engine = createEngine(input);
    await prepareFirstScreen(engine, window.location.pathname);
    await nextTask();
    if (serverRendered && document.documentElement.hasAttribute('data-early-input')) {
      notedBeforeHydration = await import('./replayEarlyInput').then(({ noteEarlyInput }) => noteEarlyInput(rootElement)).catch(() => []);
    }
    await show(
      <StrictMode>
        <SiteApp {...input} engine={engine} />
      </StrictMode>,
    );
  }

  /**
   * The failure screen and its sentences are downloaded only when needed (they are about 1 kB of every page's entry
   * otherwise); if even that download fails, a sentence in English says what happened.
   */
  async function showStartFailure(locale: string, retry: () => Promise<void>) {
    let screen: ReactNode;
    try {
      const { StartFailure } = await import('./StartFailure');
      screen = (
        <StrictMode>
          <StartFailure locale={locale} retry={retry} />
        </StrictMode>
      );
    } catch {
      screen = <p role="alert">The site could not start. Please reload the page.</p>;
    }
    // Over whatever the server rendered: the page it shows cannot work.
    try {
      const { createRoot } = await reactDomClient;
      (root ??= createRoot(rootElement)).render(screen);
    } catch {
      rootElement.textContent = 'The site could not start. Please reload the page.';
    }
  }


  async function run() {
    await nextTask();
    const boot = readBootState();
    const { definitions, env } = boot;
    serverRendered = boot.serverRendered;
    // A studio preview sends every request as a dry run: validated as for real, nothing stored.
    const api = createPromotionApi(boot.apiBase, boot.preview ? dryRunFetch : undefined);
    document.documentElement.lang = env.locale;

    // Failures in the browser go to the server (without personal data), so a failing release is seen early.
    const report = createClientReporter(api, { promotionId: env.promotionId, locale: env.locale, sitePath: env.sitePath });
    reportFailure = report;
    clientFailures.subscribe(report);
    const reportStorage = (area: 'session' | 'local') => report({ kind: 'storage_fallback', detail: `${area}_storage` });
    storageFallback.subscribe(reportStorage);
    // Found out now, before the customer types, so the notice is there from the first screen.
    webStorage.session.probe();
    webStorage.local.probe();
    storageFallback.areas().forEach(reportStorage);

    // A visitor arriving in another locale starts again at the first flow (spec section 4).
    const redirect = sessionLocaleGuard(env.locale, webStorage.session, boot.claimPath, boot.sessionLocaleKey);
    if (redirect) {
      window.history.replaceState(null, '', redirect);
      serverRendered = false;
      // What was typed or sent in the page the server rendered does not belong to the screen that replaces it.
      document.documentElement.removeAttribute('data-early-submit');
    }
    // What the page's forms posted without scripts left in the server's session (the claim tracked): the actions and
    // data sources read it from session storage from here on. Only such a page downloads the code that takes it over.
    const handedOver = boot.status.claimForm?.session;
    if (handedOver) await import('../state/adoptServerSession').then(({ adoptServerSession }) => adoptServerSession(handedOver)).catch(() => undefined);

    // Counts for the studio's results, sent once the site is ready; never from a preview (nothing of it is live).
    if (!boot.preview) afterReady.push(() => sendUsage(api, env.locale, definitions.version));

    // What Continue runs, so that it is there by the first press.
    afterReady.push(prefetchLaterParts);

    // The threat-detection loader is downloaded only where a provider is configured.
    const fraudScreening = definitions.promotion.fraudScreening;
    afterReady.push(() => {
      void ensureVisitorId(api, env.promotionId).then(async (visitorId) => {
        if (fraudScreening && visitorId) (await import('./fraudScreening')).loadFraudScreening(fraudScreening, visitorId);
      });
    });

    // The server puts the wording into the page, its markup already sanitised; only when it could not is it asked
    // for (with retries), and then sanitised here.
    const loadAndShow = async () =>
      showSite(boot, api, boot.wording ? { content: boot.wording, sanitizedByServer: true } : { content: await fetchContent(api, env.locale), sanitizedByServer: false });
    try {
      await loadAndShow();
    } catch (error) {
      console.error(error);
      report({ kind: 'start_failure', detail: 'content_unavailable' });
      // Trying again starts from the wording request without reloading: the draft in memory or storage stays.
      await showStartFailure(env.locale, loadAndShow);
    }
  }

  return {
    /** Starts the site; when the page itself is broken (definitions unreadable …), says so in its language and reloads on retry. */
    start: () =>
      run().catch((error: unknown) => {
        console.error(error);
        reportFailure?.({ kind: 'start_failure', detail: 'unexpected' });
        void showStartFailure(document.documentElement.lang || navigator.language || 'en', () => {
          window.location.reload();
          return new Promise(() => undefined);
        });
      }),
  };
}

/** The site's start on this page: created once, when the entry runs. */
const siteStart = createSiteStart();
void siteStart.start();
