import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { createAddressProvider, type AddressProvider } from './address/address-provider';
import multipart from '@fastify/multipart';
import type { ServerConfig } from './config';
import { ContentStore } from './content/content-store';
import { prepareDatabase } from './db/prepare-database';
import { requirePromotion } from './domain/promotions';
import type { Db } from './db/open-database';
import { frameworkErrors, registerErrorHandling } from './http/error-handling';
import { registerDrainOnClose } from './http/drain-on-close';
import { registerDurableAnswers } from './http/durable-answers';
import type { SyncFile } from './db/wal-group-commit';
import type { WalCheckpointer } from './db/wal-checkpointer';
import { registerHealth } from './http/health';
import { rateLimitsOf, registerRateLimiting } from './http/rate-limiting';
import { loggerOptions } from './http/log-redaction';
import { registerCourierDemo } from './http/courier-demo';
import { registerFraudDemo } from './http/fraud-demo';
import { registerSecurityHeaders } from './http/security-headers';
import { registerSite } from './http/site';
import type { SiteDefinitions } from '../tooling/definitions/index';
import { loadContract } from './openapi/load-contract';
import { registerOperations } from './openapi/register-operations';
import { createValidatorCompiler } from './openapi/validator-compiler';
import { fraudScreeningOriginOf, myClaimSettingsOf, readLocaleSettings, readMyClaimSettings, readSiteBasePath } from './promotion-config';
import { allOperations } from './routes';

export interface BuildAppOptions {
  /** Inject a clock (tests). */
  now?: () => Date;
  /** Use this address provider instead of the configured one (tests). */
  addressProvider?: AddressProvider;
  /** Page definitions to inline into index.html; when omitted the site is not served (API-only). */
  siteDefinitions?: SiteDefinitions;
  /** Logger on/off; defaults to the config's log level. */
  logger?: boolean;
  /** Where log lines go (tests read them); default stdout. */
  logStream?: { write: (line: string) => void };
  /** Replaces the fsync of SQLite's group commit (tests). */
  syncFile?: SyncFile;
  /** SQLite: how long after a commit the WAL checkpoint thread runs (tests). */
  checkpointDelayMs?: number;
  /** SQLite: WAL frames past which the WAL is emptied and started again (tests). */
  walRestartAfterFrames?: number;
}

/** `walCheckpointer`: SQLite's checkpoint thread (none on PostgreSQL). */
export type App = FastifyInstance & { db: Db; walCheckpointer?: WalCheckpointer };

/**
 * The promotion API server: contract-driven routes under the contract's base path, the content store,
 * /healthz and (when definitions are given) the built site. Opens, migrates and seeds the database (PostgreSQL
 * at DATABASE_URL, else SQLite in DATA_DIR) before it resolves.
 */
export async function buildApp(config: ServerConfig, options: BuildAppOptions = {}): Promise<App> {
  const locales = readLocaleSettings(config.definitionsDir);
  const myClaim = readMyClaimSettings(config.definitionsDir);
  // The courier hosts of the definitions inlined into the pages, so the pages' CSP allows exactly what their
  // env.myClaim names (checked before the database opens: a bad host stops start-up).
  const siteCourierHosts = options.siteDefinitions ? myClaimSettingsOf(options.siteDefinitions.promotion, 'site definitions promotion.json').courierHosts : [];
  // The fraud-screening provider's origin (promotion.json fraudScreening), the only other host script-src names.
  const fraudScreeningOrigin = options.siteDefinitions ? fraudScreeningOriginOf(options.siteDefinitions.promotion, 'site definitions promotion.json') : undefined;
  const contract = loadContract(config.contractFile);
  const { db, close, whenDurable, checkpointer } = await prepareDatabase(config, locales, {
    groupCommit: true,
    syncFile: options.syncFile,
    checkpointDelayMs: options.checkpointDelayMs,
    walRestartAfterFrames: options.walRestartAfterFrames,
  });

  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config.logLevel, options.logStream),
    bodyLimit: 1024 * 1024,
    // X-Forwarded-For is believed only from the configured proxies (TRUST_PROXY).
    trustProxy: config.trustProxy === false ? false : config.trustProxy,
    return503OnClosing: true,
    frameworkErrors,
  }) as unknown as App;
  app.decorate('db', db);
  app.decorate('walCheckpointer', checkpointer);
  app.addHook('onClose', async () => close());

  const compile = createValidatorCompiler(contract.components);
  app.setValidatorCompiler(compile);
  registerErrorHandling(app);
  registerDrainOnClose(app);
  if (whenDurable) registerDurableAnswers(app, whenDurable);
  registerSecurityHeaders(app, contract.basePath);
  await app.register(multipart, {
    limits: { fileSize: config.maxUploadBytes, files: 10, fields: 50, fieldSize: 64 * 1024 },
    throwFileSizeLimit: true,
  });

  const rateLimits = rateLimitsOf(config);
  let redis;
  try {
    redis = await registerRateLimiting(app, config, rateLimits);
  } catch (error) {
    await close();
    throw new Error(`Rate limits: Redis at REDIS_URL did not answer (${(error as Error).message})`);
  }

  const ctx = {
    db,
    config,
    content: new ContentStore(config.contentDir),
    locales,
    myClaim,
    addressProvider: options.addressProvider ?? createAddressProvider(config),
    now: options.now ?? (() => new Date()),
  };
  const unknown = registerOperations(app, contract, allOperations(ctx), compile, rateLimits);
  if (unknown.length) app.log.warn({ operations: unknown }, 'implemented operations missing from the contract');

  registerHealth(app, db, redis);
  registerCourierDemo(app);
  registerFraudDemo(app);

  if (options.siteDefinitions !== undefined) {
    await registerSite(app, {
      distDir: config.distDir,
      basePath: readSiteBasePath(config.definitionsDir),
      imagesDir: path.join(config.definitionsDir, 'images'),
      contentOf: (locale) => ctx.content.read(locale),
      dateWindowStatusOf: async (promotionId) => (await requirePromotion(db, promotionId)).date_window_status,
      locales,
      definitions: options.siteDefinitions,
      courierHosts: siteCourierHosts,
      fraudScreeningOrigin,
    });
  }
  return app;
}
