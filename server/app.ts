import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { createAddressProvider, type AddressProvider } from './address/address-provider';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import type { ServerConfig } from './config';
import { ContentStore } from './content/content-store';
import { prepareDatabase } from './db/prepare-database';
import type { Db } from './db/open-database';
import { frameworkErrors, registerErrorHandling } from './http/error-handling';
import { SharedRateLimitStore } from './http/rate-limit-store';
import { loggerOptions } from './http/log-redaction';
import { registerCourierDemo } from './http/courier-demo';
import { registerFraudDemo } from './http/fraud-demo';
import { registerSecurityHeaders } from './http/security-headers';
import { registerSite } from './http/site';
import type { SiteDefinitions } from '../tooling/definitions/index';
import { loadContract } from './openapi/load-contract';
import { registerOperations, type RateLimits } from './openapi/register-operations';
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
}

export type App = FastifyInstance & { db: Db };

/**
 * The promotion API server: contract-driven routes under the contract's base path, the content store,
 * /healthz and (when definitions are given) the built site. Opens, migrates and seeds the database in DATA_DIR.
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
  const { db, close } = await prepareDatabase(config.dataDir, locales);

  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config.logLevel, options.logStream),
    bodyLimit: 1024 * 1024,
    trustProxy: false,
    return503OnClosing: true,
    frameworkErrors,
  }) as unknown as App;
  app.decorate('db', db);
  app.addHook('onClose', async () => close());

  const compile = createValidatorCompiler(contract.components);
  app.setValidatorCompiler(compile);
  registerErrorHandling(app);
  registerSecurityHeaders(app, contract.basePath);
  await app.register(multipart, {
    limits: { fileSize: config.maxUploadBytes, files: 10, fields: 50, fieldSize: 64 * 1024 },
    throwFileSizeLimit: true,
  });

  const rateLimits = rateLimitsOf(config);
  if (Object.keys(rateLimits).length) {
    // Only Retry-After on a 429: no per-request counters, so answers to different lookups stay identical.
    const noCounters = { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false } as const;
    const store = new SharedRateLimitStore();
    await app.register(rateLimit, {
      global: false,
      // The plugin calls `new store(options)`: a constructor returning our instance shares it across routes.
      store: function sharedStore() {
        return store;
      } as any,
      addHeaders: { ...noCounters, 'retry-after': true },
      addHeadersOnExceeding: noCounters,
    });
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

  app.get('/healthz', async () => ({ status: 'ok' }));
  registerCourierDemo(app);
  registerFraudDemo(app);

  if (options.siteDefinitions !== undefined) {
    await registerSite(app, {
      distDir: config.distDir,
      basePath: readSiteBasePath(config.definitionsDir),
      imagesDir: path.join(config.definitionsDir, 'images'),
      locales,
      definitions: options.siteDefinitions,
      courierHosts: siteCourierHosts,
      fraudScreeningOrigin,
    });
  }
  return app;
}

function rateLimitsOf(config: ServerConfig): RateLimits {
  const perMinute: Record<keyof RateLimits, number> = {
    lookup: config.lookupRateLimitPerMinute,
    claim: config.claimRateLimitPerMinute,
    upload: config.uploadRateLimitPerMinute,
    ticket: config.ticketRateLimitPerMinute,
    report: config.reportRateLimitPerMinute,
  };
  return Object.fromEntries(
    Object.entries(perMinute).filter(([, max]) => max > 0).map(([name, max]) => [name, { max, timeWindow: 60_000, groupId: name }]),
  );
}
