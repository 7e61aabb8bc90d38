import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/open-database';
import { localPathOf } from '../http/local-path';
import { HASHED_ASSETS, PAGE_HEADERS } from '../http/security-headers';
import { PREVIEW_COOKIE, previewLinkOf } from './preview/preview-links';
import type { StudioPromotion } from './studio-context';

export interface StudioPagesOptions {
  distDir: string;
  db: Db;
  promotions: () => StudioPromotion[];
  now: () => Date;
  /** Whether the request carries a valid studio session (a page without one answers 401 and shows the sign-in). */
  signedIn: (request: FastifyRequest) => Promise<boolean>;
}

/**
 * The studio's pages (its own build, dist/studio: the customer pages' scripts do not change), and the preview links'
 * doors: /studio/preview/<token> opens the version of the link on the customer site (a cookie the site reads, see
 * previewResolver), /studio/preview/exit leaves it.
 */
export async function registerStudioPages(app: FastifyInstance, options: StudioPagesOptions): Promise<void> {
  const root = path.join(options.distDir, 'studio');
  const assets = path.join(root, 'assets');
  if (fs.existsSync(assets)) {
    await app.register(fastifyStatic, { root: assets, prefix: '/studio/assets/', ...HASHED_ASSETS });
  }
  const page = () => {
    const file = path.join(root, 'index.html');
    return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
  };
  const studioPage = async (request: FastifyRequest, reply: import('fastify').FastifyReply) => {
    const html = page();
    reply.headers(PAGE_HEADERS).header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex');
    if (!html) return reply.code(503).type('text/plain; charset=utf-8').send('The studio is not built yet: run npm run build.');
    // Without a session every studio page is the sign-in page, and says so with its status.
    if (!(await options.signedIn(request))) reply.code(401);
    return reply.type('text/html; charset=utf-8').send(html);
  };
  app.get('/studio', studioPage);
  app.get('/studio/', studioPage);
  app.get('/studio/promotions/*', studioPage);

  app.get('/studio/preview/exit', async (request, reply) => {
    reply.clearCookie(PREVIEW_COOKIE, { path: '/' });
    return reply.redirect(localPathOf((request.query as { to?: unknown }).to) ?? '/', 302);
  });

  app.get('/studio/preview/:token', async (request, reply) => {
    const { token } = request.params as { token: string };
    const link = await previewLinkOf(options.db, token, options.now());
    reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex');
    if (!link) return reply.code(410).type('text/html; charset=utf-8').send(GONE_PAGE);
    const promotion = options.promotions().find((p) => p.code === link.code);
    if (!promotion) return reply.code(410).type('text/html; charset=utf-8').send(GONE_PAGE);
    const to = localPathOf((request.query as { to?: unknown }).to);
    const start = to && promotion.sites.some((site) => to === site.sitePath || to.startsWith(`${site.sitePath}/`)) ? to : promotion.sites[0]?.sitePath ?? '/';
    const maxAge = Math.max(1, Math.floor((new Date(link.expiresAt).getTime() - options.now().getTime()) / 1000));
    reply.setCookie(PREVIEW_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https', maxAge });
    return reply.redirect(start, 302);
  });
}

const GONE_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Preview link not valid</title></head><body><main><h1>This preview link is no longer valid</h1><p>It has expired or was revoked. Ask the person who shared it for a new one.</p></main></body></html>`;
