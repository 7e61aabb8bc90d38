import Fastify, { type FastifyInstance } from 'fastify';
import { createAddressProvider, type AddressProvider } from './address/address-provider';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import type { ServerConfig } from './config';
import { ContentStore } from './packages/content-store';
import { prepareDatabase } from './db/prepare-database';
import { requirePromotion } from './promotion-api/domain/promotions';
import { attachKeyring } from './privacy/claim-secrets';
import { loadKeyring } from './encryption-keys';
import { schedulePurge } from './privacy/purge-schedule';
import type { Db } from './db/open-database';
import { frameworkErrors, registerErrorHandling } from './http/error-handling';
import { registerDrainOnClose } from './http/drain-on-close';
import { registerDurableAnswers } from './http/durable-answers';
import type { SyncFile } from './db/wal-group-commit';
import type { WalCheckpointer } from './db/wal-checkpointer';
import { registerHealth } from './http/health';
import { registerDryRun } from './http/dry-run';
import { previewResolver } from './studio/preview/preview-resolver';
import { registerStudio } from './studio/register-studio';
import { rateLimitsOf, registerRateLimiting } from './promotion-api/rate-limits/rate-limiting';
import { loggerOptions } from './http/log-redaction';
import { registerCourierDemo } from './demo-services/courier-demo';
import { registerFraudDemo } from './demo-services/fraud-demo';
import { registerSecurityHeaders } from './http/security-headers';
import { registerSites, type ServedPackage, type SiteOptions } from './site/site';
import { createClaimForms } from './site/claim-form/claim-forms';
import { createPageForms } from './site/page-forms/page-forms';
import { folderPackage, livePackage, type LivePackage } from './versions/live-package';
import { createLivePoll } from './versions/live-poll';
import { hashOf } from './versions/package-snapshot';
import { registerSiteAssets } from './site/site-assets';
import type { SiteDefinitions } from '../core/node/definitions/index';
import { loadContract } from './promotion-api/openapi/load-contract';
import { registerOperations } from './promotion-api/openapi/register-operations';
import { createValidatorCompiler } from './promotion-api/openapi/validator-compiler';
import { readServedPromotions, servedPromotionOf, type ServedPromotion } from './packages/promotion-package';
import type { ProveVersion } from './versions/prove-version';
import { createKeptWork, type KeptWork } from './packages/kept-work';
import { API_PREFIX } from '../core/package/addresses';
import { allOperations } from './promotion-api/routes';
import type { OperationImplementation } from './promotion-api/routes/operation';
import { createUsageCounter } from './usage/usage-counter';
import { openUploadStorage } from './uploads/upload-storage';
import { registerMessages } from './messages/register-messages';
import type { MessageSender } from './messages/message-sender';

export interface BuildAppOptions {
  /** Inject a clock (tests). */
  now?: () => Date;
  /** Use this address provider instead of the configured one (tests). */
  addressProvider?: AddressProvider;
  /**
   * The packages to serve (checked, with their definitions: main.ts); default every package under DEFINITIONS_DIR,
   * API only.
   */
  packages?: ServedPromotion[];
  /**
   * Serve each package's live version from the database (its folder imported as a version at start, a newly
   * published version served without a restart): main.ts. Default: the folders as they are (tests).
   */
  liveVersions?: boolean;
  /** The promotion studio at /studio (accounts, drafts, preview, publish); default: with liveVersions. */
  studio?: boolean;
  /** Page definitions of the one package at DEFINITIONS_DIR, to serve its site too (tests). */
  /**
   * How the studio proves a version before it goes live (checker + journey simulation on a server of its own):
   * handed in by server/main.ts, so this module never imports what builds a second server.
   */
  proveVersion?: ProveVersion;
  siteDefinitions?: SiteDefinitions;
  /** The checker's verdicts and validation modules kept by content (server/packages/kept-work.ts); default: in DATA_DIR. */
  keptWork?: KeptWork;
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
export type App = FastifyInstance & { db: Db; walCheckpointer?: WalCheckpointer; messages?: MessageSender };

/**
 * The promotion API server: contract-driven routes under the contract's base path, the content store,
 * /healthz and (when definitions are given) the built site. Opens, migrates and seeds the database (PostgreSQL
 * at DATABASE_URL, else SQLite in DATA_DIR) before it resolves.
 */
export async function buildApp(config: ServerConfig, options: BuildAppOptions = {}): Promise<App> {
  const packages = options.packages ?? readServedPromotions(config.definitionsDir, config.contentDir);
  // Tests hand the one package's definitions in: its settings (courier hosts, fraud screening) come from them.
  if (options.siteDefinitions && packages.length === 1)
    packages[0] = servedPromotionOf(packages[0].package, options.siteDefinitions);
  const contract = loadContract(config.contractFile);
  // Before the database: with DATABASE_URL and no ENCRYPTION_KEYS the server refuses to start.
  const keys = loadKeyring(config);
  const { db, close, whenDurable, checkpointer } = await prepareDatabase(config, packages, {
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
  attachKeyring(db, keys.keyring);
  if (keys.created) app.log.warn({ keyFile: keys.created }, 'no ENCRYPTION_KEYS: made a key file (owner-only) for sealing bank details; keep it with the database, back it up apart from it');
  app.decorate('walCheckpointer', checkpointer);
  app.addHook('onClose', async () => close());

  const compile = createValidatorCompiler(contract.components);
  app.setValidatorCompiler(compile);
  registerErrorHandling(app);
  registerDrainOnClose(app);
  if (whenDurable) registerDurableAnswers(app, whenDurable);
  registerSecurityHeaders(app, API_PREFIX);
  registerDryRun(app, API_PREFIX);
  await app.register(cookie);
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

  const uploads = await openUploadStorage(config);
  app.log.info({ uploads: uploads.description }, 'upload storage');
  app.addHook('onClose', async () => uploads.close());
  const now = options.now ?? (() => new Date());
  const keptWork = options.keptWork ?? createKeptWork(config.dataDir);
  const studio = options.studio ?? options.liveVersions ?? false;
  const lives: Array<{ code: string; live: LivePackage; bases: string[] }> = [];
  const usage = createUsageCounter(db, { flushMs: config.usageFlushMs, retentionDays: config.usageRetentionDays, now, onError: (error) => app.log.error({ err: error }, 'usage counts could not be written') });
  // Before the database closes (hooks run in reverse order of adding).
  app.addHook('onClose', async () => usage.close());
  // Customers' messages (server/messages/): the outbox's sender, stopped before the database closes.
  // One wording store per served version, read by the promotion API and by the messages alike.
  const contentOf = memoize((pkg: ServedPromotion) => new ContentStore(pkg.package));
  app.decorate('messages', registerMessages(app, { db, config, now: options.now, packageOf: (code) => lives.find((l) => l.code === code)?.live.current(), contentOf }));
  // One look at every promotion's live pointer for the whole instance, not one per promotion.
  const livePoll = options.liveVersions ? createLivePoll(db, { log: app.log, now }) : undefined;
  if (livePoll) app.addHook('onClose', async () => livePoll.stop());
  const sites: SiteOptions[] = [];
  // One for every site: the claim-form drafts of all promotions share their table and keys.
  const claimForms = createClaimForms({ db, keyring: keys.keyring });
  // And the forms of the sites' pages (the claim tracker, my claim) posted without scripts, keeping what they remember alike.
  const pageForms = createPageForms({ db, keyring: keys.keyring });
  const apis = new Map<string, () => OperationImplementation[]>();
  for (const folder of packages) {
    const live = options.liveVersions ? await livePackage(db, folder, { log: app.log, now, check: keptWork.checked, versionOf: (pkg) => keptWork.versionOf(pkg, hashOf), poll: livePoll }) : folderPackage(folder);
    lives.push({ code: folder.code, live, bases: folder.package.bases });
    // What is served of the live version: its courier hosts as the configuration allows, its wording store.
    const servedOf = memoize((pkg: ServedPromotion) => (config.demoServices ? pkg : withoutLoopbackCourierHosts(pkg, app.log)));
    const current = () => servedOf(live.current());
    const ctx = {
      db,
      config,
      code: folder.code,
      get content() {
        return contentOf(live.current());
      },
      get locales() {
        return current().locales;
      },
      get myClaim() {
        return current().myClaim;
      },
      get version() {
        return live.current().version;
      },
      uploads,
      get addressProvider() {
        return (addressProvider ??= options.addressProvider ?? createAddressProvider(config, folder.catalogue.demoAddresses ?? {}));
      },
      now,
      usage,
    };
    let addressProvider: AddressProvider | undefined;
    // Each package's API (and content store) at /api<basePath>: its handlers find only its own promotions and claims,
    // made when its API is first asked for.
    let operations: OperationImplementation[] | undefined;
    apis.set(folder.addresses.apiBase.slice(API_PREFIX.length + 1), () => (operations ??= allOperations(ctx)));
    if (folder.definitions) {
      sites.push({
        distDir: config.distDir,
        current: () => current() as ServedPackage,
        refresh: () => live.refresh(),
        apiBase: folder.addresses.apiBase,
        keptWork,
        contentOf: (locale, pkg) => contentOf(pkg).read(locale),
        ...(studio ? { previewOf: previewResolver(folder.code, live, db, now) } : {}),
        dateWindowStatusOf: async (promotionId) => (await requirePromotion(db, promotionId, folder.code)).date_window_status,
        claimForms,
        pageForms,
      });
    }
  }
  // One set of API routes for every package, answered by the package at the request's base path.
  const [first] = apis.values();
  if (first) {
    const unknown = registerOperations(app, contract, { sample: first(), of: (segment) => apis.get(segment)?.() }, compile, rateLimits);
    if (unknown.length) app.log.warn({ operations: unknown }, 'implemented operations missing from the contract');
  }
  if (sites.length) await registerSites(app, sites);
  app.addHook('onClose', async () => lives.forEach(({ live }) => live.stop()));
  schedulePurge(app, db, uploads, () => lives.map(({ live }) => live.current()), config.purgeEveryHours ?? 24);

  if (studio) await registerStudio(app, { db, config, redis, lives, now, prove: options.proveVersion });
  registerHealth(app, db, redis, () => Object.fromEntries(lives.map(({ code, live }) => [code, live.health()])));
  if (config.demoServices) {
    registerCourierDemo(app);
    registerFraudDemo(app);
  }
  const served = packages.filter((pkg) => pkg.definitions);
  if (served.length) await registerSiteAssets(app, config.distDir, served);
  return app;
}


/**
 * Without the demo services a loopback courier host (http://localhost:*, the demo courier's) is no courier of a real
 * deployment: it leaves the pages' CSP, and the log says so.
 */
function withoutLoopbackCourierHosts(pkg: ServedPromotion, log: FastifyInstance['log']): ServedPromotion {
  const loopback = (host: string) => /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:|$)/.test(host);
  const dropped = pkg.myClaim.courierHosts.filter(loopback);
  if (!dropped.length) return pkg;
  log.warn({ promotion: pkg.code, courierHosts: dropped }, 'loopback courier hosts ignored: DEMO_SERVICES is off');
  return { ...pkg, myClaim: { ...pkg.myClaim, courierHosts: pkg.myClaim.courierHosts.filter((host) => !loopback(host)) } };
}

/** One result per object, kept as long as the object lives (a version's derived values are made once). */
function memoize<K extends object, V>(make: (key: K) => V): (key: K) => V {
  const cache = new WeakMap<K, V>();
  return (key) => {
    let value = cache.get(key);
    if (value === undefined) {
      value = make(key);
      cache.set(key, value);
    }
    return value;
  };
}
