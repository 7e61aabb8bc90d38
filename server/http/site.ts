import fs from 'node:fs';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { LocaleSettings } from '../promotion-config';
import { contentSecurityPolicy } from './security-headers';
import { injectDefinitions, repoRoot, type SiteDefinitions } from '../../tooling/definitions/index';
import { conditionHolds } from '../../src/engine/conditions';

/** The site's icon (self-hosted), at /favicon.ico where browsers ask for it and the pages' icon link points. */
const FAVICON_FILE = path.join(repoRoot, 'server/http/static/favicon.ico');

export interface SiteOptions {
  distDir: string;
  /** Path the Vite build is based at, e.g. /2022launch */
  basePath: string;
  locales: LocaleSettings[];
  definitions: SiteDefinitions;
  /** promotion.json myClaim.courierHosts: script-src of the site pages' CSP allows them. */
  courierHosts: readonly string[];
  /** The promotion's images (page-definitions/<promotion>/images), served below <basePath>/images/. */
  imagesDir?: string;
  /** Origin of promotion.json fraudScreening.scriptUrl (when configured): script-src of the site pages allows it. */
  fraudScreeningOrigin?: string;
}

/**
 * Serves the built site: immutable assets under `<basePath>/assets/`, and for every locale with a sitePath
 * its index.html (with inlined definitions) for any GET below that path. `/` redirects to the default site.
 * Site answers are compressed (gzip/brotli as the browser accepts); API answers are left as they are.
 * Every page of the site (a customer may reach my-claim by client-side navigation from any of them) sends the
 * CSP with the courier hosts in script-src; other answers keep the base policy.
 */
export async function registerSite(app: FastifyInstance, options: SiteOptions): Promise<void> {
  await app.register(async (site) => {
    await site.register(fastifyCompress, { threshold: 1024 });
    await registerSiteRoutes(site, options);
  });
}

async function registerSiteRoutes(app: FastifyInstance, options: SiteOptions): Promise<void> {
  const { distDir, basePath, locales, definitions } = options;
  const pagePolicy = contentSecurityPolicy(options.courierHosts, options.fraudScreeningOrigin);
  const assetsDir = path.join(distDir, 'assets');
  if (fs.existsSync(assetsDir)) {
    // Vite names assets by content hash: cache them for a year.
    await app.register(fastifyStatic, {
      root: assetsDir,
      prefix: `${basePath}/assets/`,
      decorateReply: false,
      immutable: true,
      maxAge: '365d',
      index: false,
      wildcard: true,
    });
  } else {
    app.log.warn(`${assetsDir} does not exist: run npm run build (and restart) to serve the site`);
    app.get(`${basePath}/assets/*`, async (_request, reply) => reply.callNotFound());
  }

  // Cache per locale; re-rendered when index.html changes (a rebuild while running).
  let cached: { mtimeMs: number; pages: Map<string, string> } | undefined;
  const indexFile = path.join(distDir, 'index.html');
  const pageFor = (locale: string): string | undefined => {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(indexFile);
    } catch {
      return undefined;
    }
    if (!cached || cached.mtimeMs !== stat.mtimeMs) cached = { mtimeMs: stat.mtimeMs, pages: new Map() };
    let page = cached.pages.get(locale);
    if (!page) {
      page = injectDefinitions(fs.readFileSync(indexFile, 'utf8'), definitions, locale);
      cached.pages.set(locale, page);
    }
    return page;
  };

  for (const { locale, sitePath, country } of locales) {
    if (!sitePath) continue;
    const isKnown = knownRoutes(definitions, country ?? definitions.promotion?.locales?.[locale]?.country ?? '');
    const handler = async (request: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply) => {
      reply.header('Content-Security-Policy', pagePolicy);
      const page = pageFor(locale);
      if (!page) {
        reply.code(503).type('text/plain; charset=utf-8');
        return `The site is not built yet (${indexFile} is missing). Run npm run build.`;
      }
      // An address no page or flow of this locale knows gets the same page (it renders the not-found page) as a 404.
      const below = request.url.split(/[?#]/, 1)[0].slice(sitePath.length);
      if (!isKnown(below)) reply.code(404);
      reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache');
      return page;
    };
    app.get(sitePath, handler);
    app.get(`${sitePath}/*`, handler);
  }

  if (options.imagesDir && fs.existsSync(options.imagesDir)) {
    // Managers may replace an image under the same name: a day's cache, then revalidated by ETag.
    await app.register(fastifyStatic, {
      root: options.imagesDir,
      prefix: `${basePath}/images/`,
      decorateReply: false,
      maxAge: '1d',
      index: false,
      wildcard: true,
    });
  }

  const favicon = fs.readFileSync(FAVICON_FILE);
  app.get('/favicon.ico', async (_request, reply) =>
    reply.type('image/x-icon').header('Cache-Control', 'public, max-age=86400').send(favicon),
  );

  const defaultSite = locales.find((l) => l.sitePath === basePath) ?? locales.find((l) => l.sitePath);
  app.get('/', async (_request, reply) => reply.redirect(`${defaultSite?.sitePath ?? basePath}/`));
}

/**
 * Whether a path below a locale's site path ("/qualifying", "/claim/summary", "" or "/") is a route of the site in
 * that country: a page whose visibleWhen holds there (impressum only in DE), or anything below a flow's route
 * (the flow answers its own unknown steps). Like the client router: case-insensitive, trailing slash ignored.
 */
export function knownRoutes(definitions: SiteDefinitions, country: string): (below: string) => boolean {
  const env = { flags: (definitions.promotion?.flags ?? {}) as Record<string, boolean>, country };
  const pages = new Set(
    (definitions.pages ?? []).filter((page) => page.route !== '*' && conditionHolds(page.visibleWhen, env)).map((page) => (page.route ?? '').toLowerCase()),
  );
  const flows = (definitions.flows ?? []).map((flow) => flow.route.toLowerCase());
  return (below) => {
    let route: string;
    try {
      route = decodeURIComponent(below);
    } catch {
      return false;
    }
    route = route.toLowerCase().replace(/^\/+|\/+$/g, '');
    if (below !== '' && !below.startsWith('/')) return false;
    return pages.has(route) || flows.some((flow) => route === flow || route.startsWith(`${flow}/`));
  };
}
