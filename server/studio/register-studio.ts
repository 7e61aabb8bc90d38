import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { ServerConfig } from '../config';
import type { Db } from '../db/open-database';
import { MAX_JSON_DEPTH, tooDeepPointer } from '../http/json-depth';
import type { LivePackage } from '../versions/live-package';
import type { ServedPromotion } from '../packages/promotion-package';
import type { ProveVersion } from '../versions/prove-version';
import { versionChecks } from '../versions/version-checks';
import { registerStudioApi } from './studio-api';
import type { StudioPromotion } from './studio-context';
import { registerStudioAuth } from './auth/studio-auth';
import { registerStudioPages } from './studio-pages';
import { registerResultsApi } from './results/results-api';

export interface StudioOptions {
  db: Db;
  config: ServerConfig;
  redis?: Redis;
  /** The promotions this server serves, each with its live package. */
  lives: ReadonlyArray<{ code: string; live: LivePackage; bases?: string[] }>;
  now: () => Date;
  /** Proves a version before it goes live (server/main.ts hands in prove-version.ts's prover); without it the studio only edits. */
  prove?: ProveVersion;
}

/**
 * The promotion studio at /studio: accounts and sessions (studio-auth.ts: every /studio/api/ call needs a session,
 * every change its CSRF token, roles enforced here), its API, its pages and the preview links' doors.
 */
export async function registerStudio(app: FastifyInstance, options: StudioOptions): Promise<void> {
  const { db, config, now } = options;
  const promotions = (): StudioPromotion[] =>
    options.lives.map(({ live, bases }) => {
      const pkg: ServedPromotion = live.current();
      return { code: pkg.code, basePath: pkg.basePath, sites: pkg.locales.filter((l) => l.sitePath).map((l) => ({ locale: l.locale, sitePath: l.sitePath as string })), version: pkg.version, files: pkg.package.files, bases };
    });
  // Every JSON the studio takes is bounded in depth before any code walks it (a deep one is a 400 naming where).
  app.addHook('preValidation', (request, reply, done) => {
    if (!request.url.startsWith('/studio/api/') || request.body === undefined) return done();
    const pointer = tooDeepPointer(request.body);
    if (pointer === undefined) return done();
    void reply.code(400).send({ error: 'too-deep', message: `The JSON nests deeper than ${MAX_JSON_DEPTH} levels at ${pointer}`, pointer });
  });
  const auth = await registerStudioAuth(app, db, config, options.redis);
  const prove: ProveVersion = options.prove ?? (async () => Promise.reject(new Error('This server was started without a version prover (server/main.ts hands one in)')));
  registerStudioApi(app, { db, promotions, now, prove, checks: versionChecks(db, prove, { now }) });
  registerResultsApi(app, { db, promotions });
  await registerStudioPages(app, { distDir: config.distDir, db, promotions, now, signedIn: async (request) => (await auth.userOf(request)) !== undefined });
}
