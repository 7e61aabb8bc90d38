import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sharedFlagFileOf } from '../../core/node/definitions/flags';
import { imageOf, type PromotionPackage } from '../../core/node/package/promotionPackage';
import { repoRoot } from '../../core/node/definitions/index';
import type { ServedPromotion } from '../packages/promotion-package';
import { HASHED_ASSETS, PAGE_HEADERS } from '../http/security-headers';

/** The site's icon (self-hosted), at /favicon.ico where browsers ask for it and the pages' icon link points. */
const FAVICON_FILE = path.join(repoRoot, 'server/site/static/favicon.ico');

/**
 * What every package's pages share: the one build's immutable assets under `/assets/` (Vite names them by content
 * hash: cached for a year), the icon, and `/`: the one package's default site, or a list of the packages' sites.
 */
export async function registerSiteAssets(root: FastifyInstance, distDir: string, packages: readonly ServedPromotion[]): Promise<void> {
  // Compressed as the browser accepts (gzip/brotli): the build's own smallest forms where it wrote them
  // (tooling/precompressAssets.ts), else per request like the pages; API answers are left as they are.
  await root.register(async (app) => {
    await app.register(fastifyCompress, { threshold: 1024 });
    await registerAssetRoutes(app, distDir, packages);
  });
}

async function registerAssetRoutes(app: FastifyInstance, distDir: string, packages: readonly ServedPromotion[]): Promise<void> {
  const assetsDir = path.join(distDir, 'assets');
  if (fs.existsSync(assetsDir)) {
    await app.register(fastifyStatic, { root: assetsDir, prefix: '/assets/', ...HASHED_ASSETS });
  } else {
    app.log.warn(`${assetsDir} does not exist: run npm run build (and restart) to serve the site`);
    app.get('/assets/*', async (_request, reply) => reply.callNotFound());
  }

  const favicon = fs.readFileSync(FAVICON_FILE);
  app.get('/favicon.ico', async (_request, reply) => reply.type('image/x-icon').header('Cache-Control', 'public, max-age=86400').send(favicon));

  // One promotion: / is its default site. Several: / lists them, each locale's site by its language.
  const sites = packages.map((pkg) => {
    const defaultLocale = (pkg.definitions?.promotion as { defaultLocale?: string } | undefined)?.defaultLocale;
    const served = pkg.locales.filter((l) => l.sitePath);
    return { pkg, served, home: served.find((l) => l.locale === defaultLocale) ?? served[0] };
  });
  if (sites.length === 1 && sites[0].home?.sitePath) {
    const home = sites[0].home.sitePath;
    app.get('/', async (_request, reply) => reply.redirect(`${home}/`));
  } else if (sites.length > 1) {
    const html = promotionIndex(sites.map(({ pkg, served }) => ({ code: pkg.code, sites: served.map((l) => ({ locale: l.locale, href: `${l.sitePath}/` })) })));
    app.get('/', async (_request, reply) => reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').headers(PAGE_HEADERS).send(html));
  }
}

/** The deployment's front door when it serves several promotions: each promotion's sites, by locale. */
function promotionIndex(promotions: Array<{ code: string; sites: Array<{ locale: string; href: string }> }>): string {
  const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  const items = promotions
    .map(({ code, sites }) => `<li><h2>${escape(code)}</h2><ul>${sites.map((s) => `<li><a href="${escape(s.href)}" hreflang="${escape(s.locale)}">${escape(s.href)}</a> (${escape(s.locale)})</li>`).join('')}</ul></li>`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Promotions</title></head><body><main><h1>Promotions</h1><ul>${items}</ul></main></body></html>`;
}

const IMAGE_TYPES: Record<string, string> = { webp: 'image/webp', svg: 'image/svg+xml', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', avif: 'image/avif', ico: 'image/x-icon' };

/**
 * The images of the package served now (its own over those of what it extends), below <addresses.imagesPath>/; a
 * day's cache, then revalidated by ETag. Its flags/<iso2>.svg are every country's, from the shared set where the
 * package has none, served from the site's own origin (the pages' CSP allows images from 'self' only).
 */
export function registerPackageImages(app: FastifyInstance, imagesPath: string, current: () => PromotionPackage): void {
  const answer = packageImages(current);
  app.get<{ Params: { '*': string } }>(`${imagesPath}/*`, (request, reply) => answer(request.params['*'], request, reply));
}

/** The answer to `GET <imagesPath>/<file>` for the package served now (registerPackageImages, the sites' routes). */
export function packageImages(current: () => PromotionPackage) {
  // Decoded and hashed once per version and file: a version never changes, and a new one is a new package.
  const served = new WeakMap<PromotionPackage, Map<string, Promise<{ bytes: Buffer; etag: string } | undefined>>>();
  const imageIn = (pkg: PromotionPackage, file: string) => {
    let files = served.get(pkg);
    if (!files) served.set(pkg, (files = new Map()));
    let image = files.get(file);
    if (!image) {
      const flag = /^flags\/([a-z]{2})\.svg$/.exec(file)?.[1];
      const shared = flag ? sharedFlagFileOf(flag) : undefined;
      image = (async () => {
        const bytes = imageOf(pkg, file) ?? (shared ? await fs.promises.readFile(shared) : undefined);
        return bytes && { bytes, etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 22)}"` };
      })();
      // Only what exists is kept: an unknown name asked for again and again holds no memory.
      void image.then((found) => found || files.delete(file));
      files.set(file, image);
    }
    return image;
  };
  return async (file: string, request: FastifyRequest, reply: FastifyReply) => {
    const type = IMAGE_TYPES[file.slice(file.lastIndexOf('.') + 1).toLowerCase()];
    const image = type ? await imageIn(current(), file) : undefined;
    if (!image) return reply.callNotFound();
    reply.type(type).header('Cache-Control', 'public, max-age=86400').header('ETag', image.etag);
    return request.headers['if-none-match'] === image.etag ? reply.code(304).send() : reply.send(image.bytes);
  };
}
