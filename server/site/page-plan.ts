import type { SiteDefinitions } from '../../core/node/definitions/index';
import type { ClaimFormStatus, DateWindowStatus, InlinedStatus } from '../../core/engine/inlinedStatus';
import { screenOfPath, type Screen } from '../../core/engine/screenOfPath';
import { serverPaintOf } from '../../core/render/serverPaint';
import { draftCookieSays } from '../../core/state/draftPresence';
import { storageKeys } from '../../core/state/storageKeys';
import { NOTICE_HIDDEN_COOKIE, noticeDueFor } from './cookie-notice';
import { API_CLIENT_MODULE, FLOW_VIEW_MODULE, sourceModule, widgetModule } from './page-preloads';
import { pageTitleTag } from './page-title';
import { pageWording } from './page-wording';

/**
 * A site page's plan: what one request for an address below a locale's site path is answered with, decided from
 * the request and the version's definitions alone (no Fastify, no files): where it redirects, its status and
 * headers, what the server paints, which wording and status the page carries and which modules it preloads. The
 * route (site.ts) asks the plan, fetches what it says is needed (the date-window status, the rendering) and hands
 * the parts to the assembler (page-html.ts).
 */

/** What the plan is made from. */
export interface PageRequest {
  definitions: SiteDefinitions;
  locale: string;
  /** The locale's site path (such as '/de/promo'). */
  sitePath: string;
  /** The locale's country as the package lists it; undefined: the promotion's locale's. */
  country?: string;
  /** The request's address, as sent (path and query). */
  url: string;
  cookies: Record<string, string | undefined>;
  /** A studio preview's page (framed by the studio, never cached, never indexed). */
  preview: boolean;
}

export type PagePlan = { redirect: string } | ScreenPlan;

/** A page that shows a screen (the not-found page too). */
export interface ScreenPlan {
  redirect?: undefined;
  definitions: SiteDefinitions;
  screen: Screen;
  statusCode: 200 | 404;
  cacheControl: ReturnType<typeof cacheControlOf>;
  /** Asks for the promotion's date-window status, inlined into pages behind its guard. */
  needsDateWindow: boolean;
  /** The browser holds a claim draft for the screen's flow (a cookie that says only that). */
  draftStored: boolean;
  cookieNotice: 'due' | 'hidden';
  /** The country the screen was chosen for (blocks shown only in other countries are never shown here). */
  country: string;
}

const trimSlashes = (route: string) => route.replace(/^\/+|\/+$/g, '');

/** Headers of every answer of a locale's pages beyond the CSP and those of every page (redirects and 503s too). */
export function pageHeaders(preview: boolean): Record<string, string> {
  // A preview is shown inside the studio's frame (same origin) and is nobody's to find.
  return preview ? { 'X-Frame-Options': 'SAMEORIGIN', 'X-Robots-Tag': 'noindex' } : {};
}

/** A preview's answers are kept by no cache; a live page's are asked again each time (a version may be published). */
export const cacheControlOf = (preview: boolean): 'no-store' | 'no-cache' => (preview ? 'no-store' : 'no-cache');

/** Where the request goes, or which screen it shows with which status and headers. */
export function planPage(request: PageRequest): PagePlan {
  const { definitions, locale, sitePath, url, cookies } = request;
  const env = {
    flags: (definitions.promotion?.flags ?? {}) as Record<string, boolean>,
    country: request.country ?? definitions.promotion?.locales?.[locale]?.country ?? '',
  };
  const path = url.split(/[?#]/, 1)[0];
  const below = path.slice(sitePath.length);
  const screen = screenOfPath(definitions, env, below);
  // A page that only sends the visitor elsewhere does so with the first answer (the browser does the same for
  // links followed inside the site).
  const away = redirectOf(definitions, screen.page, locale, sitePath);
  if (away) return { redirect: away };
  // A flow's own address always starts at its first step (ClaimFlowView does the same in the browser).
  if (screen.flow && screen.step && screen.stepIndex === undefined && trimSlashes(below) === trimSlashes(screen.flow.route)) {
    return {
      redirect: `${sitePath}/${trimSlashes(screen.flow.route)}/${screen.step.route}${url.slice(path.length)}`,
    };
  }
  const promotionId = definitions.promotion?.locales?.[locale]?.promotionId ?? '';
  return {
    definitions,
    screen,
    // An address no page or flow of this locale knows gets the not-found page, as a 404.
    statusCode: isKnownScreen(screen, below) ? 200 : 404,
    cacheControl: cacheControlOf(request.preview),
    needsDateWindow: Boolean((screen.flow ?? screen.page)?.guard),
    // A claim step is painted when the visitor has no draft (its first step, as the defaults show it) or when the
    // browser says it holds one (core/state/draftPresence.ts), and the flow is open.
    draftStored: screen.flow ? draftCookieSays(cookies, storageKeys.flowDraft(promotionId, screen.flow.id, locale)) : false,
    cookieNotice: noticeDueFor(cookies[NOTICE_HIDDEN_COOKIE]) ? 'due' : 'hidden',
    country: env.country,
  };
}

/** What the server renders of the screen, given the date-window status (when asked) and whether wording is at hand. */
export interface PaintPlan {
  paint: ReturnType<typeof serverPaintOf>;
  /** The status the server renders with; undefined: nothing is rendered (no wording, or a page that only redirects). */
  renderStatus?: InlinedStatus;
}

export function planPaint(
  plan: ScreenPlan,
  facts: {
    dateWindow?: DateWindowStatus | string;
    hasContent: boolean;
    claimForm?: ClaimFormStatus;
    /** Sources the server answered for this visitor (serverPaintOf). */
    answered?: ReadonlySet<string>;
  },
): PaintPlan {
  const { screen, draftStored } = plan;
  const asked = serverPaintOf(screen, {
    draftStored,
    serverDraft: facts.claimForm?.draft !== undefined,
    confirmed: facts.claimForm?.confirmation !== undefined,
    answered: facts.answered,
  });
  // A claim step behind the date-window guard is painted only while the window is open; else its layout.
  const paint = (asked === 'screen' || asked === 'header') && screen.flow?.guard && facts.dateWindow !== 'OPEN' ? 'layout' : asked;
  if (!facts.hasContent || paint === 'none') return { paint };
  return {
    paint,
    renderStatus: {
      ...dateWindowStatus(facts.dateWindow),
      cookieNotice: plan.cookieNotice,
      ...(paint === 'layout' ? { screen: 'browser' as const } : paint === 'header' ? { screen: 'header' as const } : {}),
      ...(facts.claimForm && paint === 'screen' ? { claimForm: facts.claimForm } : {}),
    },
  };
}

/** The page's remaining parts, once the server has (or has not) rendered it. */
export interface PageParts {
  /** The status inlined into the page (none: {}). */
  status: InlinedStatus;
  /** The wording aliases the page carries; undefined: all of the locale's. */
  wordingAliases?: Set<string>;
  /** The modules the page preloads: its widgets', the flow view's, and the data sources the browser asks itself. */
  modules: string[];
  /** The page arrived rendered: it paints from its HTML, its scripts start once it has. */
  painted: boolean;
  /** The screen's `<title>` as the browser sets it; undefined: the built page's. */
  title?: string;
}

export function planParts(
  plan: ScreenPlan,
  { paint, renderStatus }: PaintPlan,
  facts: {
    dateWindow?: DateWindowStatus | string;
    content?: Record<string, string>;
    rendered?: { aliases: readonly string[] };
    data?: unknown;
  },
): PageParts {
  const { screen } = plan;
  const { content, rendered } = facts;
  const painted = rendered !== undefined;
  const status: InlinedStatus = painted && renderStatus ? { ...renderStatus } : dateWindowStatus(facts.dateWindow);
  const wordingAliases = content && rendered ? pageWording(plan.definitions, screen, paint, rendered.aliases, content, { data: facts.data, country: plan.country }) : undefined;
  if (wordingAliases) status.wording = 'partial';
  // A rendered page carries its data: the browser needs the sources' code only when it asks itself (where only the
  // layout was rendered, or for a step's blocks its draft shows once read).
  const sourcesInPage = painted && paint === 'screen' ? screen.paintedSources : new Set<string>();
  const modules = [...screen.widgetTypes].map(widgetModule);
  if (screen.flow) modules.push(FLOW_VIEW_MODULE);
  const asked = [...screen.sources].filter((source) => !sourcesInPage.has(source));
  modules.push(...asked.map(sourceModule));
  // The browser asks for these data itself, through the API client.
  if (asked.length > 0) modules.push(API_CLIENT_MODULE);
  return {
    status,
    wordingAliases,
    modules,
    painted,
    title: pageTitleTag(screen, content, plan.definitions.layout?.text?.siteTitle, status.claimForm?.errors?.length ? plan.definitions.layout?.text?.errorTitlePrefix : undefined),
  };
}

const dateWindowStatus = (dateWindow: string | undefined): InlinedStatus => (dateWindow === undefined ? {} : { dateWindow: dateWindow as DateWindowStatus });

/** Where a redirect page sends visitors: its external address in the locale (externalPages) or a page or flow's route. */
function redirectOf(definitions: SiteDefinitions, page: Screen['page'], locale: string, sitePath: string): string | undefined {
  if (!page) return undefined;
  const locales = definitions.promotion.locales as Record<string, { externalPages?: Record<string, string> }>;
  if (page.externalRedirect) return locales[locale]?.externalPages?.[page.externalRedirect];
  if (!page.redirect) return undefined;
  const target = [...definitions.pages, ...definitions.flows].find((candidate) => candidate.id === page.redirect);
  return target ? `${sitePath}/${target.route}` : undefined;
}

/** Whether an address shows a page or flow of the locale (impressum only in DE), rather than the not-found page. */
function isKnownScreen(screen: Screen, below: string): boolean {
  if (below !== '' && !below.startsWith('/')) return false;
  return screen.flow !== undefined || (screen.page !== undefined && screen.page.route !== '*');
}

/**
 * Whether a path below a locale's site path ("/qualifying", "/claim/summary", "" or "/") is a route of the site in
 * that country, as the client router sees it (case-insensitive, trailing slash ignored; a flow answers its own
 * unknown steps).
 */
export function knownRoutes(definitions: SiteDefinitions, country: string): (below: string) => boolean {
  const env = {
    flags: (definitions.promotion?.flags ?? {}) as Record<string, boolean>,
    country,
  };
  return (below) => isKnownScreen(screenOfPath(definitions, env, below), below);
}
