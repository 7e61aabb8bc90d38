import fs from 'node:fs';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { repoRoot } from '../../tooling/definitions/index';
import type { PromotionPackage } from '../promotions/promotion-package';

/** The site's icon (self-hosted), at /favicon.ico where browsers ask for it and the pages' icon link points. */
const FAVICON_FILE = path.join(repoRoot, 'server/http/static/favicon.ico');

/**
 * What every package's pages share: the one build's immutable assets under `/assets/` (Vite names them by content
 * hash: cached for a year), the icon, and `/`, which sends a visitor to the first package's default site.
 */
export async function registerSiteAssets(root: FastifyInstance, distDir: string, packages: readonly PromotionPackage[]): Promise<void> {
  // Compressed as the browser accepts (gzip/brotli), like the pages; API answers are left as they are.
  await root.register(async (app) => {
    await app.register(fastifyCompress, { threshold: 1024 });
    await registerAssetRoutes(app, distDir, packages);
  });
}

async function registerAssetRoutes(app: FastifyInstance, distDir: string, packages: readonly PromotionPackage[]): Promise<void> {
  const assetsDir = path.join(distDir, 'assets');
  if (fs.existsSync(assetsDir)) {
    await app.register(fastifyStatic, { root: assetsDir, prefix: '/assets/', decorateReply: false, immutable: true, maxAge: '365d', index: false, wildcard: true });
  } else {
    app.log.warn(`${assetsDir} does not exist: run npm run build (and restart) to serve the site`);
    app.get('/assets/*', async (_request, reply) => reply.callNotFound());
  }

  const favicon = fs.readFileSync(FAVICON_FILE);
  app.get('/favicon.ico', async (_request, reply) => reply.type('image/x-icon').header('Cache-Control', 'public, max-age=86400').send(favicon));

  const first = packages[0];
  const defaultLocale = (first?.definitions?.promotion as { defaultLocale?: string } | undefined)?.defaultLocale;
  const site = first?.locales.find((l) => l.locale === defaultLocale && l.sitePath) ?? first?.locales.find((l) => l.sitePath);
  if (site?.sitePath) app.get('/', async (_request, reply) => reply.redirect(`${site.sitePath}/`));
}

/** A package's images (its folders', the package's own first), below <basePath>/images/; a day's cache, then revalidated by ETag. */
export async function registerPackageImages(app: FastifyInstance, basePath: string, imagesDirs: readonly string[]): Promise<void> {
  if (!imagesDirs.length) return;
  await app.register(fastifyStatic, { root: [...imagesDirs], prefix: `${basePath}/images/`, decorateReply: false, maxAge: '1d', index: false, wildcard: true });
}
