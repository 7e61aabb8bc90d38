import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import type { PromotionPackage } from '../promotions/promotion-package';
import { contentSecurityPolicy, PAGE_HEADERS } from './security-headers';
import type { SiteDefinitions } from '../../tooling/definitions/index';
import { screenOfPath } from '../../src/engine/screenOfPath';
import { aliasesIn } from '../../src/content/aliasesIn';
import { sanitizeWording } from '../content/sanitize-wording';
import { FLOW_VIEW_MODULE, sourceModule, widgetModule } from './page-preloads';
import { createPageTemplates } from './page-template';
import { createPackageValidators } from './package-validators';
import { registerPackageImages } from './site-assets';
import { createServerRenderer } from './server-render';
import { serverPaintOf } from '../../src/app/serverPaint';
import { draftCookieSays } from '../../src/state/draftPresence';
import { storageKeys } from '../../src/state/storageKeys';
import { pageTitleTag } from './page-title';
import { NOTICE_HIDDEN_COOKIE, noticeDueFor } from './cookie-notice';
import { START_AFTER_PAINT_SOURCE, START_AFTER_PAINT_TAG } from './start-after-paint';
import type { InlinedStatus } from '../../src/engine/inlinedStatus';
import type { SiteDefinitions as PageDefinitions } from '../../src/engine/siteDefinitions';
import { inlinedDefinitions, renderContentScript, renderDataScript, renderModulesScript, renderStatusScript } from '../../tooling/definitions/render';

export type ServedPackage = PromotionPackage & {
  definitions: SiteDefinitions;
  /** A version shown by a studio preview link: its pages say so, their requests are dry runs (src/app/main.tsx). */
  preview?: import('../../src/engine/siteDefinitions').SiteDefinitions['preview'];
};

export interface SiteOptions {
  distDir: string;
  /**
   * The package whose pages these are, with its checked definitions: asked on every request, so a newly published
   * version serves from the next request on (its site paths and base path are those the server started with).
   */
  current: () => ServedPackage;
  /** Looks at the live version now (a page asking which version is live gets today's answer, not the last poll's). */
  refresh?: () => Promise<void>;
  /** Where its API lives (/api<basePath>), told to the browser in the page. */
  apiBase: string;
  /** The wording of a locale of a version, inlined into its pages so the first screen needs no request for it (undefined: none). */
  contentOf?: (locale: string, pkg: ServedPackage) => Record<string, string> | undefined;
  /** The version a studio preview link shows this request instead of the live one (undefined: live). */
  previewOf?: (request: import('fastify').FastifyRequest) => Promise<ServedPackage | undefined>;
  /** The promotion's date-window status, inlined into pages behind the date-window guard (no request for it). */
  dateWindowStatusOf?: (promotionId: string) => Promise<string>;
}

/**
 * Serves a package's pages: for every locale with a sitePath its index.html (with inlined definitions) for any GET
 * below that path, and its images (the shared assets: site-assets.ts).
 * Site answers are compressed (gzip/brotli as the browser accepts); API answers are left as they are.
 * Every page of the site (a customer may reach my-claim by client-side navigation from any of them) sends the
 * CSP with the courier hosts in script-src; other answers keep the base policy.
 */
export async function registerSite(app: FastifyInstance, options: SiteOptions): Promise<void> {
  await app.register(async (site) => {
    // Brotli's quality 6 rather than 4: 8% smaller pages (2 kB less to wait for on a slow phone) for about 0.1 ms more.
    await site.register(fastifyCompress, { threshold: 1024, brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } } });
    await registerSiteRoutes(site, options);
  });
}

async function registerSiteRoutes(app: FastifyInstance, options: SiteOptions): Promise<void> {
  const { distDir, apiBase } = options;
  const { locales, basePath, imagesDirs } = options.current();
  const validators = createPackageValidators(app, basePath);
  /** What a page of one version needs, made once per version (a version never changes). */
  interface Served {
    pkg: ServedPackage;
    /** The page's CSP, given the hash sources of the styles its template inlines. */
    pagePolicy: (inlineStyles?: readonly string[]) => string;
    templates: ReturnType<typeof createPageTemplates>;
    pageDefinitions: Map<string, PageDefinitions>;
  }
  const served = new Map<ServedPackage, Served>();
  const servedNow = (preview?: ServedPackage): Served => {
    const pkg = preview ?? options.current();
    let entry = served.get(pkg);
    if (!entry) {
      if (served.size > 8) served.clear();
      const policyOf = (inlineStyles: readonly string[] = []) => {
        const policy = contentSecurityPolicy(pkg.myClaim.courierHosts, pkg.fraudScreeningOrigin, [START_AFTER_PAINT_SOURCE], inlineStyles);
        // A preview is shown inside the studio's frame (same origin); the live site is framed by no one.
        return pkg.preview ? policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'") : policy;
      };
      const basePolicy = policyOf();
      const policies = new WeakMap<readonly string[], string>();
      entry = {
        pkg,
        pagePolicy: (inlineStyles) => {
          if (!inlineStyles) return basePolicy;
          let policy = policies.get(inlineStyles);
          if (policy === undefined) policies.set(inlineStyles, (policy = policyOf(inlineStyles)));
          return policy;
        },
        // A preview's page has no version to compare with live (it is not live): it asks no question about it.
        templates: createPageTemplates(distDir, pkg.definitions, { apiBase, validators: validators.addressOf(pkg.layers), ...(pkg.preview ? { preview: pkg.preview } : pkg.version ? { version: pkg.version } : {}) }),
        pageDefinitions: new Map(),
      };
      served.set(pkg, entry);
    }
    return entry;
  };
  /**
   * The locale's wording, read once per request, its markup sanitised (so the browser needs no sanitiser for the
   * first screen); undefined when the content store failed or has none.
   */
  const contentFor = (locale: string, pkg: ServedPackage): Record<string, string> | undefined => {
    try {
      const content = options.contentOf?.(locale, pkg);
      return content && Object.keys(content).length > 0 ? sanitizeWording(content) : undefined;
    } catch (error) {
      // The browser asks the content store itself (and retries) when the page carries no wording.
      app.log.error({ err: error, locale }, 'wording not inlined: the content store failed');
      return undefined;
    }
  };
  // The page's wording script, by the aliases it carries ('' for all of them), made once per locale's wording.
  const contentScripts = new WeakMap<object, Map<string, string>>();
  const contentScriptOf = (content: Record<string, string> | undefined, aliases?: ReadonlySet<string>): string => {
    if (!content) return '';
    let scripts = contentScripts.get(content);
    if (!scripts) contentScripts.set(content, (scripts = new Map()));
    const key = aliases ? [...aliases].sort().join(' ') : '';
    let script = scripts.get(key);
    if (script === undefined) {
      script = renderContentScript(aliases ? Object.fromEntries(Object.entries(content).filter(([alias]) => aliases.has(alias))) : content);
      if (scripts.size < 200) scripts.set(key, script);
    }
    return script;
  };
  const wordingJson = new WeakMap<object, string>();

  const dateWindowFor = async (definitions: SiteDefinitions, locale: string): Promise<{ dateWindow?: string }> => {
    const promotionId = definitions.promotion?.locales?.[locale]?.promotionId;
    if (!promotionId || !options.dateWindowStatusOf) return {};
    try {
      return { dateWindow: await options.dateWindowStatusOf(promotionId) };
    } catch (error) {
      // The browser asks for it itself.
      app.log.error({ err: error, locale }, 'date-window status not inlined');
      return {};
    }
  };

  const renderScreen = createServerRenderer(distDir, app.log);
  /**
   * The promotion API as the server renderer calls it (a page's promotion data): answered in this process by the
   * same routes the browser calls, so it sees exactly what the browser would have.
   */
  const inProcessFetch: typeof fetch = async (resource, init) => {
    const request = new Request(resource, init);
    const { pathname, search } = new URL(request.url);
    const answer = await app.inject({
      method: request.method as 'GET',
      url: pathname + search,
      headers: Object.fromEntries(request.headers),
      payload: request.body ? Buffer.from(await request.arrayBuffer()) : undefined,
    });
    return new Response(new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers: answer.headers as Record<string, string> });
  };
  // Each locale's definitions as the browser reads them from its page (a JSON round trip: the same values).
  const pageDefinitionsOf = ({ pkg, pageDefinitions }: Served, locale: string) => {
    let inlined = pageDefinitions.get(locale);
    if (!inlined) {
      inlined = JSON.parse(JSON.stringify({ ...inlinedDefinitions(pkg.definitions, locale), ...(pkg.preview ? { preview: pkg.preview } : {}) })) as PageDefinitions;
      pageDefinitions.set(locale, inlined);
    }
    return inlined;
  };

  for (const { locale, sitePath, country } of locales) {
    if (!sitePath) continue;
    const handler = async (request: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply) => {
      const now = servedNow(await options.previewOf?.(request));
      const { definitions } = now.pkg;
      const env = { flags: (definitions.promotion?.flags ?? {}) as Record<string, boolean>, country: country ?? definitions.promotion?.locales?.[locale]?.country ?? '' };
      const { indexFile, templateFor } = now.templates;
      reply.header('Content-Security-Policy', now.pagePolicy()).headers(PAGE_HEADERS);
      if (now.pkg.preview) reply.header('X-Frame-Options', 'SAMEORIGIN').header('X-Robots-Tag', 'noindex');
      const template = templateFor(locale);
      if (!template) {
        reply.code(503).type('text/plain; charset=utf-8');
        return `The site is not built yet (${indexFile} is missing). Run npm run build.`;
      }
      const below = request.url.split(/[?#]/, 1)[0].slice(sitePath.length);
      const screen = screenOfPath(definitions, env, below);
      // A page that only sends the visitor elsewhere does so with the first answer (the browser does the same for
      // links followed inside the site).
      const away = redirectOf(definitions, screen.page, locale, sitePath);
      if (away) return reply.redirect(away, 302);
      // A flow's own address always starts at its first step (ClaimFlowView does the same in the browser).
      if (screen.flow && screen.step && screen.stepIndex === undefined && below.replace(/^\/+|\/+$/g, '') === screen.flow.route.replace(/^\/+|\/+$/g, '')) {
        const query = request.url.slice(request.url.split(/[?#]/, 1)[0].length);
        return reply.redirect(`${sitePath}/${screen.flow.route.replace(/^\/+|\/+$/g, '')}/${screen.step.route}${query}`, 302);
      }
      // An address no page or flow of this locale knows gets the not-found page, as a 404.
      if (!isKnownScreen(screen, below)) reply.code(404);
      const modules = [...screen.widgetTypes].map(widgetModule);
      const content = contentFor(locale, now.pkg);
      if (screen.flow) modules.push(FLOW_VIEW_MODULE);
      const status: Record<string, string> = (screen.flow ?? screen.page)?.guard ? await dateWindowFor(definitions, locale) : {};
      // Pages arrive rendered, they paint before any script runs; a screen showing the visitor's own answers or
      // claim arrives in its rendered layout, and the browser renders the screen itself.
      let rendered: Awaited<ReturnType<typeof renderScreen>>;
      // A claim step is painted when the visitor has no draft (its first step, as the defaults show it) or when the
      // browser says it holds one (a cookie with no answer in it: src/state/draftPresence.ts), and the flow is open.
      const promotionId = definitions.promotion?.locales?.[locale]?.promotionId ?? '';
      const draftStored = screen.flow ? draftCookieSays(request.cookies, storageKeys.flowDraft(promotionId, screen.flow.id, locale)) : false;
      const asked = serverPaintOf(screen, { draftStored });
      const paint = (asked === 'screen' || asked === 'header') && screen.flow?.guard && status.dateWindow !== 'OPEN' ? 'layout' : asked;
      if (content && paint !== 'none') {
        const serverStatus: InlinedStatus = {
          ...status,
          cookieNotice: noticeDueFor(request.cookies?.[NOTICE_HIDDEN_COOKIE]) ? 'due' : 'hidden',
          ...(paint === 'layout' ? { screen: 'browser' as const } : paint === 'header' ? { screen: 'header' as const } : {}),
        };
        rendered = await renderScreen({ definitions: pageDefinitionsOf(now, locale), content, url: request.url, inlinedStatus: serverStatus, fetch: inProcessFetch, draftStored });
        if (rendered !== undefined) Object.assign(status, serverStatus);
      }
      // A page rendered whole carries only the wording it showed and names (and the layout's own: what the page may
      // show next, an error summary, a loading line); the rest, two thirds of it, is asked for once the site is
      // ready (src/content/loadRestOfWording.ts). A claim step carries all but what only public pages name: a
      // draft's answers or a product chosen show wording named by data (a trade-in's options), which a render made
      // before the rest arrived would leave blank. Any other page carries all of it.
      let pageAliases: Set<string> | undefined;
      if (content && rendered && !screen.flow && paint === 'screen') pageAliases = screenWording(definitions, screen, rendered.aliases);
      else if (content && rendered && screen.flow && paint !== 'layout') pageAliases = stepWording(definitions, content);
      if (pageAliases) status.wording = 'partial';
      const title = pageTitleTag(screen, content, definitions.layout?.text?.siteTitle);
      // A rendered page carries its data: the browser needs the sources' code only when it asks itself (where only
      // the layout was rendered, or for a step's blocks its draft shows once read).
      const painted = rendered !== undefined;
      const sourcesInPage = painted && paint === 'screen' ? screen.paintedSources : new Set<string>();
      modules.push(...[...screen.sources].filter((source) => !sourcesInPage.has(source)).map(sourceModule));
      // A rendered page paints from its HTML alone (its stylesheet inlined, allowed by its hash); its scripts, which
      // hydrate it (and render a screen left to the browser), start once it has painted.
      const afterPaint = painted ? template.scriptsAfterPaint : undefined;
      if (afterPaint) reply.header('Content-Security-Policy', now.pagePolicy(afterPaint.styleSources));
      const html = (afterPaint?.page ?? template.page)
        // A painted page's scripts are asked for right after its title, before its inlined stylesheet: the browser
        // sends those requests with the page's first bytes rather than 6 kB later (issue 34).
        .replace(/<title>[^<]*<\/title>/, (loading) => `${title ?? loading}${afterPaint ? template.preloads.earlyScripts(modules) : ''}`)
        .replace('</head>', () => `${afterPaint ? template.preloads.stylesheets(modules) : template.preloads.tags(modules)}</head>`)
        .replace('<div id="root"></div>', () => `<div id="root">${rendered?.html ?? ''}</div>`)
        .replace('</body>', () => {
          const data = rendered && Object.keys(rendered.data).length ? renderDataScript(rendered.data) : '';
          const start = afterPaint ? renderModulesScript({ entry: afterPaint.entry }) + START_AFTER_PAINT_TAG : '';
          return `${contentScriptOf(content, pageAliases)}${Object.keys(status).length ? renderStatusScript(status) : ''}${data}${start}</body>`;
        });
      reply.type('text/html; charset=utf-8').header('Cache-Control', now.pkg.preview ? 'no-store' : 'no-cache');
      return html;
    };
    app.get(sitePath, handler);
    app.get(`${sitePath}/*`, handler);
    // The whole wording of the locale, sanitised as in the pages, for a page that carried only its screen's.
    app.get(`${sitePath}/site-content.json`, async (request, reply) => {
      const now = servedNow(await options.previewOf?.(request));
      const content = contentFor(locale, now.pkg);
      reply.header('Cache-Control', now.pkg.preview ? 'no-store' : 'no-cache').type('application/json; charset=utf-8');
      if (!content) return reply.code(503).send(JSON.stringify({ error: 'The wording is not available' }));
      let json = wordingJson.get(content);
      if (json === undefined) wordingJson.set(content, (json = JSON.stringify(content)));
      return json;
    });
    // A page form sent before its page hydrated arrives here (forms post, so answers never enter an address):
    // nothing is read or kept from it; the page is shown again, now with its scripts.
    const showAgain = async (request: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply) => reply.redirect(request.url, 303);
    if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
      app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_request, _body, done) => done(null, undefined));
    }
    app.post(sitePath, showAgain);
    app.post(`${sitePath}/*`, showAgain);
  }

  // Which version is live now: an open page asks at its next navigation (src/engine/navigation/useLiveVersion.ts).
  app.get(`${basePath}/live-version.json`, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    await options.refresh?.();
    return { version: options.current().version ?? null };
  });
  await registerPackageImages(app, basePath, imagesDirs);
}

/** The wording a page rendered whole needs: what it showed, what its blocks name, the layout's own texts. */
function screenWording(definitions: SiteDefinitions, screen: ReturnType<typeof screenOfPath>, shown: readonly string[]): Set<string> {
  const aliases = new Set([...shown, ...screen.textAliases]);
  for (const alias of Object.values((definitions.layout?.text ?? {}) as Record<string, unknown>)) if (typeof alias === 'string') aliases.add(alias);
  return aliases;
}

const stepWordings = new WeakMap<object, WeakMap<object, Set<string>>>();

/**
 * The wording a claim step carries: all but the aliases only public pages name (what the layout, the flows, the steps
 * or the promotion name anywhere is kept, and so is what no definition names, which data may name). Made once per
 * definitions and wording.
 */
function stepWording(definitions: SiteDefinitions, content: Record<string, string>): Set<string> {
  let ofDefinitions = stepWordings.get(definitions);
  if (!ofDefinitions) stepWordings.set(definitions, (ofDefinitions = new WeakMap()));
  let aliases = ofDefinitions.get(content);
  if (aliases === undefined) {
    const known = new Set(Object.keys(content));
    const onPages = aliasesIn(definitions.pages, known);
    const elsewhere = aliasesIn([definitions.steps, definitions.flows, definitions.layout, definitions.promotion], known);
    aliases = new Set([...known].filter((alias) => !onPages.has(alias) || elsewhere.has(alias)));
    ofDefinitions.set(content, aliases);
  }
  return aliases;
}

/** Where a redirect page sends visitors: its external address in the locale (externalPages) or a page or flow's route. */
function redirectOf(definitions: SiteDefinitions, page: ReturnType<typeof screenOfPath>['page'], locale: string, sitePath: string): string | undefined {
  if (!page) return undefined;
  const locales = definitions.promotion.locales as Record<string, { externalPages?: Record<string, string> }>;
  if (page.externalRedirect) return locales[locale]?.externalPages?.[page.externalRedirect];
  if (!page.redirect) return undefined;
  const target = [...definitions.pages, ...definitions.flows].find((candidate) => candidate.id === page.redirect);
  return target ? `${sitePath}/${target.route}` : undefined;
}

/** Whether an address shows a page or flow of the locale (impressum only in DE), rather than the not-found page. */
function isKnownScreen(screen: ReturnType<typeof screenOfPath>, below: string): boolean {
  if (below !== '' && !below.startsWith('/')) return false;
  return screen.flow !== undefined || (screen.page !== undefined && screen.page.route !== '*');
}

/**
 * Whether a path below a locale's site path ("/qualifying", "/claim/summary", "" or "/") is a route of the site in
 * that country, as the client router sees it (case-insensitive, trailing slash ignored; a flow answers its own
 * unknown steps).
 */
export function knownRoutes(definitions: SiteDefinitions, country: string): (below: string) => boolean {
  const env = { flags: (definitions.promotion?.flags ?? {}) as Record<string, boolean>, country };
  return (below) => isKnownScreen(screenOfPath(definitions, env, below), below);
}
