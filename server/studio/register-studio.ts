import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { ServerConfig } from '../config';
import type { Db } from '../db/open-database';
import type { LivePackage } from '../promotions/live-package';
import type { PromotionPackage } from '../promotions/promotion-package';
import { registerStudioApi, type StudioPromotion } from './studio-api';
import { registerStudioAuth } from './studio-auth';
import { registerStudioPages } from './studio-pages';
import { registerResultsApi } from './results-api';

export interface StudioOptions {
  db: Db;
  config: ServerConfig;
  redis?: Redis;
  /** The promotions this server serves, each with its live package. */
  lives: ReadonlyArray<{ code: string; live: LivePackage }>;
  now: () => Date;
}

/**
 * The promotion studio at /studio: accounts and sessions (studio-auth.ts: every /studio/api/ call needs a session,
 * every change its CSRF token, roles enforced here), its API, its pages and the preview links' doors.
 */
export async function registerStudio(app: FastifyInstance, options: StudioOptions): Promise<void> {
  const { db, config, now } = options;
  const promotions = (): StudioPromotion[] =>
    options.lives.map(({ live }) => {
      const pkg: PromotionPackage = live.current();
      return { code: pkg.code, basePath: pkg.basePath, sites: pkg.locales.filter((l) => l.sitePath).map((l) => ({ locale: l.locale, sitePath: l.sitePath as string })) };
    });
  const auth = await registerStudioAuth(app, db, config, options.redis);
  registerStudioApi(app, { db, promotions, now });
  registerResultsApi(app, { db, promotions });
  await registerStudioPages(app, { distDir: config.distDir, db, promotions, now, signedIn: async (request) => (await auth.userOf(request)) !== undefined });
}
