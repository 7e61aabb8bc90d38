import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SiteDefinitions } from '../../core/node/definitions/index';
import { PAGE_HEADERS } from '../http/security-headers';
import { createPackageValidators } from './package-validators';
import { packageImages } from './site-assets';
import { registerSiteRoutes, type SiteHandlers } from './site-routes';
import { createRenderedScreens } from './renderedScreens';
import { createServerRenderer } from './server-render';
import { cacheControlOf, pageHeaders, planPage, planPaint, planParts } from './page-plan';
import { assemblePage } from './page-html';
import { createServedVersions, type ServedPackage } from './served-versions';
import { createSiteWording } from './site-wording';
import { inProcessFetch } from './in-process-fetch';
import { acceptsBrotli, createCompressedPages } from './compressedPages';
import { answerCookieChoice, cookieChoiceOf } from './cookie-choice';
import { TOKEN_PLACEHOLDER, type ClaimFormPaint, type ClaimForms } from './claim-form/claim-forms';
import type { ServerDraft } from './claim-form/claim-drafts';
import { MIRROR_HEADER } from '../../core/engine/flow/draftMirror';
import type { FieldError } from '../../core/engine/contract';
import type { KeptWork } from '../packages/kept-work';
import type { PageForms, RefusedPageForm } from './page-forms/page-forms';
import type { Screen } from '../../core/engine/screenOfPath';

export type { ServedPackage };

/** A rendering with the visitor's form token in place of the placeholder a kept rendering has. */
function withToken<T extends { html: string }>(rendered: T | undefined, form: ClaimFormPaint | undefined): T | undefined {
  if (!rendered || !form) return rendered;
  return {
    ...rendered,
    html: rendered.html.replaceAll(`value="${TOKEN_PLACEHOLDER}"`, `value="${form.status.token}"`),
  };
}

/** An answer named by a hash of its content: never asked again. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

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
  /** Where its validation modules are kept once compiled (default: in memory). */
  keptWork?: KeptWork;
  /** The wording of a locale of a version, inlined into its pages so the first screen needs no request for it (undefined: none). */
  contentOf?: (locale: string, pkg: ServedPackage) => Record<string, string> | undefined;
  /** The version a studio preview link shows this request instead of the live one (undefined: live). */
  previewOf?: (request: FastifyRequest) => Promise<ServedPackage | undefined>;
  /** The promotion's date-window status, inlined into pages behind the date-window guard (no request for it). */
  dateWindowStatusOf?: (promotionId: string) => Promise<string>;
  /** Claim steps whose forms post to the server without scripts (claim-form/); without it such a post shows the step again. */
  claimForms?: ClaimForms;
  /** Pages whose forms post to the server without scripts (page-forms/); without it such a post shows the page again. */
  pageForms?: PageForms;
}

/**
 * Serves a package's pages: for every locale with a sitePath its index.html (with inlined definitions) for any GET
 * below that path, and its images (the shared assets: site-assets.ts).
 * Site answers are compressed (gzip/brotli as the browser accepts); API answers are left as they are.
 * Every page of the site (a customer may reach my-claim by client-side navigation from any of them) sends the
 * CSP with the courier hosts in script-src; other answers keep the base policy.
 * A page's route only wires the parts: the page plan decides (page-plan.ts, no Fastify), the route fetches what the
 * plan asks for (wording, the date-window status, the server's rendering) and the assembler writes the HTML
 * (page-html.ts).
 * The sites of every package served share one context (one compression plugin for all of them: a context per
 * promotion would cost its start and its memory again for each).
 */
export async function registerSites(app: FastifyInstance, sites: readonly SiteOptions[]): Promise<void> {
  // One server renderer for every site (they share the build), loaded in the background once the server listens.
  const renderFresh = createServerRenderer(sites[0].distDir, app.log);
  app.addHook('onListen', async () => void setTimeout(() => renderFresh.warm(), 0).unref());
  await app.register(async (site) => {
    // Brotli's quality 6 rather than 4: 8% smaller pages (2 kB less to wait for on a slow phone) for about 0.1 ms more.
    // From 512 bytes: a phone field's flag (an SVG of 820 bytes, 400 compressed) is on the line before the page is ready.
    await site.register(fastifyCompress, { threshold: 512, brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } } });
    // A page form sent before its page hydrated, or without scripts (forms post, so answers never enter an address).
    if (!site.hasContentTypeParser('application/x-www-form-urlencoded')) {
      site.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_request, body, done) =>
        done(null, Object.fromEntries(new URLSearchParams((body as Buffer).toString('utf8')))),
      );
    }
    // One pair of routes for every site, answered by the site at the request's address (site-routes.ts); a site's
    // handlers are made when it is first asked for.
    registerSiteRoutes(
      site,
      sites.map((options) => ({ sitePaths: options.current().locales.flatMap((l) => (l.sitePath ? [l.sitePath] : [])), basePath: options.current().basePath })),
      (index) => siteHandlersOf(site, sites[index], renderFresh),
    );
  });
}

/** The handlers of one package's sites: per locale with a site path, and the package's own addresses. */
function siteHandlersOf(app: FastifyInstance, options: SiteOptions, renderFresh: ReturnType<typeof createServerRenderer>): SiteHandlers {
  const { distDir, apiBase } = options;
  const { locales, basePath } = options.current();
  const validators = createPackageValidators(basePath, options.keptWork);
  const versionOf = createServedVersions(distDir, { apiBase, validatorsOf: (pkg) => validators.addressOf(pkg) });
  const servedNow = async (request: FastifyRequest) => versionOf((await options.previewOf?.(request)) ?? options.current());
  const wording = createSiteWording(options.contentOf, app.log);
  const renderScreen = createRenderedScreens(renderFresh);
  const fetchInProcess = inProcessFetch(app);
  const compressedPages = createCompressedPages();

  const dateWindowFor = async (definitions: SiteDefinitions, locale: string): Promise<string | undefined> => {
    const promotionId = definitions.promotion?.locales?.[locale]?.promotionId;
    if (!promotionId || !options.dateWindowStatusOf) return undefined;
    try {
      return await options.dateWindowStatusOf(promotionId);
    } catch (error) {
      // The browser asks for it itself.
      app.log.error({ err: error, locale }, 'date-window status not inlined');
      return undefined;
    }
  };

  const handlers: SiteHandlers = {
    locales: new Map(),
    // Which version is live now: an open page asks at its next navigation (src/engine/navigation/useLiveVersion.ts).
    liveVersion: async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      await options.refresh?.();
      return { version: options.current().version ?? null };
    },
    image: packageImages(() => options.current().package),
    validation: (file, _request, reply) => validators.answer(file, reply),
  };
  for (const { locale, sitePath, country } of locales) {
    if (!sitePath) continue;
    /** What a request of this locale's pages shows (page-plan.ts). */
    const planOf = (request: FastifyRequest, now: Awaited<ReturnType<typeof servedNow>>) =>
      planPage({ definitions: now.pkg.definitions, locale, sitePath, country, url: request.url, cookies: request.cookies ?? {}, preview: Boolean(now.pkg.preview) });
    const handler = (request: FastifyRequest, reply: FastifyReply) => answerPage(request, reply);
    /** The page at the request's address; a claim step's with what its post was refused for (`given`). */
    const answerPage = async (request: FastifyRequest, reply: FastifyReply, given?: { draft: ServerDraft; errors: FieldError[]; status: number }, refused?: RefusedPageForm) => {
      const now = await servedNow(request);
      const { definitions } = now.pkg;
      reply
        .header('Content-Security-Policy', now.pagePolicy())
        .headers(PAGE_HEADERS)
        .headers(pageHeaders(Boolean(now.pkg.preview)));
      const template = now.templates.templateFor(locale);
      if (!template) {
        reply.code(503).type('text/plain; charset=utf-8');
        return `The site is not built yet (${now.templates.indexFile} is missing). Run npm run build.`;
      }
      const plan = planOf(request, now);
      if (plan.redirect !== undefined) return reply.redirect(plan.redirect, 302);
      reply.code(given?.status ?? refused?.status ?? plan.statusCode);
      const content = wording.contentFor(locale, now.pkg);
      const dateWindow = plan.needsDateWindow ? await dateWindowFor(definitions, locale) : undefined;
      const formPage = { definitions: now.definitions.wholeOf(locale).definitions, screen: plan.screen, sitePath };
      const pageForm = options.pageForms && !plan.screen.flow && options.pageForms.hasForms(formPage) ? await options.pageForms.paintOf(request, reply, formPage, fetchInProcess, refused) : undefined;
      const form: ClaimFormPaint | undefined = pageForm
        ? { status: pageForm.status, rendered: pageForm.rendered }
        : options.claimForms && plan.screen.flow && plan.screen.step
          ? await options.claimForms.paintOf(
              request,
              reply,
              {
                definitions: now.definitions.wholeOf(locale).definitions,
                screen: plan.screen,
                sitePath,
                browserDraft: plan.draftStored,
              },
              given,
            )
          : undefined;
      if (form?.redirect) return reply.header('Cache-Control', 'no-store').redirect(form.redirect, 302);
      const paint = planPaint(plan, {
        dateWindow,
        hasContent: content !== undefined,
        claimForm: form?.rendered,
        answered: pageForm?.visitorData && new Set(Object.keys(pageForm.visitorData)),
      });
      // Pages arrive rendered, they paint before any script runs; a screen showing the visitor's own answers or
      // claim arrives in its rendered layout, and the browser renders the screen itself. A rendered page carries only
      // the definitions its first screen needs, rendered with exactly those; one the browser renders, the whole ones.
      const firstScreen = content && paint.renderStatus ? now.definitions.firstScreenOf(locale, sitePath, plan.screen) : undefined;
      // A rendering with the visitor's own draft, errors, data or message is theirs alone: never kept for another.
      const own = Boolean(form?.rendered.draft || form?.rendered.errors || pageForm?.visitorData || pageForm?.notice);
      const render = own ? renderFresh : renderScreen;
      const rendered =
        firstScreen && content && paint.renderStatus
          ? withToken(
              await render({
                definitions: firstScreen.definitions,
                content,
                url: request.url,
                inlinedStatus: paint.renderStatus,
                fetch: fetchInProcess,
                draftStored: plan.draftStored,
                visitorData: pageForm?.visitorData,
                notice: pageForm?.notice,
              }),
              form,
            )
          : undefined;
      if (rendered && form && paint.renderStatus?.claimForm) paint.renderStatus = { ...paint.renderStatus, claimForm: form.status };
      // The promotion's data (its catalogue) names wording a step may show as soon as it hydrates (a gift chosen).
      const parts = planParts(plan, paint, {
        dateWindow,
        content,
        rendered,
        data: now.pkg.catalogue,
      });
      const definitionsScript = (rendered && firstScreen ? firstScreen : now.definitions.wholeOf(locale)).script;
      const page = assemblePage(template, {
        parts,
        rendered,
        wordingScript: wording.scriptOf(content, parts.wordingAliases),
        definitionsScript,
        withoutScripts: Boolean(plan.screen.step) && scriptsOff(request.url),
      });
      if (page.styleSources) reply.header('Content-Security-Policy', now.pagePolicy(page.styleSources));
      reply.type('text/html; charset=utf-8').header('Cache-Control', form?.status.draft || form?.status.session || own ? 'no-store' : plan.cacheControl);
      const best = acceptsBrotli(request.headers['accept-encoding']) ? compressedPages.brotliOf(page.html) : undefined;
      if (best) return reply.header('Content-Encoding', 'br').header('Vary', 'Accept-Encoding').send(best);
      return page.html;
    };
    // The whole wording of the locale, sanitised as in the pages, for a page that carried only its screen's.
    const siteContent = async (request: FastifyRequest, reply: FastifyReply) => {
      const now = await servedNow(request);
      const content = wording.contentFor(locale, now.pkg);
      reply.header('Cache-Control', cacheControlOf(Boolean(now.pkg.preview))).type('application/json; charset=utf-8');
      if (!content) return reply.code(503).send(JSON.stringify({ error: 'The wording is not available' }));
      return wording.jsonOf(content);
    };
    // The locale's whole definitions, for a page that carried only its first screen's: named by a hash of them, so
    // kept for good by the browser; a name that is not the served version's (one published since) is not found.
    const siteDefinitions = async (file: string, request: FastifyRequest, reply: FastifyReply) => {
      const now = await servedNow(request);
      const whole = now.definitions.wholeOf(locale);
      if (file !== whole.file) return reply.code(404).header('Cache-Control', 'no-store').send({ error: 'No such version of the definitions' });
      reply.header('Cache-Control', now.pkg.preview ? cacheControlOf(true) : IMMUTABLE).type('application/json; charset=utf-8');
      return whole.json;
    };
    // A page form sent before its page hydrated, or without scripts: a claim step's is judged as the browser would
    // (claim-form/); any other is shown again, nothing read or kept from it.
    const showAgain = async (request: FastifyRequest, reply: FastifyReply) => reply.redirect(request.url, 303);
    const postStep = async (request: FastifyRequest, reply: FastifyReply) => {
      const now = await servedNow(request);
      const plan = planOf(request, now);
      const content = wording.contentFor(locale, now.pkg);
      if (options.pageForms && plan.redirect === undefined && plan.screen.page && !plan.screen.flow && content) return postPage(request, reply, now, plan.screen, content);
      if (!options.claimForms || plan.redirect !== undefined || !plan.screen.step || !content) return showAgain(request, reply);
      const whole = now.definitions.wholeOf(locale).definitions;
      if (request.headers[MIRROR_HEADER] !== undefined)
        return reply
          .code(await options.claimForms.mirror(request, reply, { definitions: whole, screen: plan.screen, sitePath }))
          .header('Cache-Control', 'no-store')
          .send();
      const answer = await options.claimForms.post(
        request,
        { definitions: whole, screen: plan.screen, sitePath },
        {
          content,
          validators: () => validators.registryAt(whole.validators ?? ''),
          fetch: inProcessFetch(app, request.ip),
        },
      );
      reply.headers(PAGE_HEADERS).header('Content-Security-Policy', now.pagePolicy());
      if (answer.kind === 'redirect') return reply.header('Cache-Control', 'no-store').redirect(scriptsKeptOff(request.url, answer.location), 303);
      return answerPage(request, reply, answer);
    };
    // A page's form (the claim tracker, a my-claim action) posted without scripts (page-forms/): judged, and the
    // visitor sent on, or the page again with why; a widget's document answered as a file.
    const postPage = async (request: FastifyRequest, reply: FastifyReply, now: Awaited<ReturnType<typeof servedNow>>, screen: Screen, content: Record<string, string>) => {
      const whole = now.definitions.wholeOf(locale).definitions;
      if (request.headers[MIRROR_HEADER] !== undefined)
        return reply
          .code(await options.pageForms!.forget(request, { definitions: whole, screen, sitePath }))
          .header('Cache-Control', 'no-store')
          .send();
      const answer = await options.pageForms!.post(
        request,
        { definitions: whole, screen, sitePath },
        { content, validators: () => validators.registryAt(whole.validators ?? ''), fetch: inProcessFetch(app, request.ip), pageAddress: request.url },
      );
      reply.headers(PAGE_HEADERS).header('Content-Security-Policy', now.pagePolicy()).header('Cache-Control', 'no-store');
      if (answer.kind === 'none') return showAgain(request, reply);
      if (answer.kind === 'redirect') return reply.redirect(answer.location, 303);
      if (answer.kind === 'file') return reply.type(answer.type).header('Content-Disposition', `attachment; filename="${answer.name.replace(/[^\w.-]/g, '_')}"`).send(answer.bytes);
      return answerPage(request, reply, undefined, answer);
    };
    // The cookie notice's choice, posted from any page without scripts (cookie-choice.ts), before any other form.
    const orCookieChoice = (next: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>) => (request: FastifyRequest, reply: FastifyReply) => {
      const choice = cookieChoiceOf(request);
      return choice ? answerCookieChoice(request, reply, choice) : next(request, reply);
    };
    handlers.locales.set(sitePath, { page: handler, siteContent, siteDefinitions, showAgain: orCookieChoice(postStep), postStep: orCookieChoice(postStep) });
  }
  return handlers;
}

/** Whether a claim step's address asks for its page without scripts (?scripts=off: src/engine/LoadFailure.tsx). */
const scriptsOff = (url: string) => new URLSearchParams(url.split('?')[1] ?? '').get('scripts') === 'off';

/** A step shown again after a post from its page without scripts stays without them (its scripts failed to load). */
function scriptsKeptOff(from: string, location: string): string {
  if (!scriptsOff(from) || location.split('?')[0] !== from.split('?')[0]) return location;
  return `${location}${location.includes('?') ? '&' : '?'}scripts=off`;
}
