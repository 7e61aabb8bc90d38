import net from 'node:net';
import path from 'node:path';
import { parseEncryptionKeys } from './encryption-keys';
import { ADDRESS_PROVIDER_NAMES, isAddressProviderName, type AddressProviderName } from './address/address-provider';
import { mailSettingsOf, type MailSettings } from './mail-settings';

/** Runtime configuration of the reference server, read from the environment and checked at start-up. */
export interface ServerConfig {
  port: number;
  host: string;
  /** SQLite database (when no databaseUrl) and, by default, the uploads. */
  dataDir: string;
  /** postgres://… selects PostgreSQL; undefined keeps SQLite in dataDir. */
  databaseUrl: string | undefined;
  /** ENCRYPTION_KEYS (`id:base64key,…`): the first seals bank details, all open them (server/privacy/encryption-keys.ts). */
  encryptionKeys?: string;
  /** PURGE_EVERY_HOURS (24): the retention purge's period on this instance (server/privacy/purge-schedule.ts); 0: off. */
  purgeEveryHours?: number;
  /** Most connections one instance opens to PostgreSQL. */
  databasePoolSize: number;
  /** DATABASE_TIMEOUT_SECONDS (10): longest wait for a PostgreSQL connection or answer; then 503. */
  databaseTimeoutMs: number;
  /** Uploaded files (when no `s3`); instances behind one load balancer share it. */
  uploadDir: string;
  /** S3_BUCKET selects object storage for the uploads; undefined keeps them in uploadDir. */
  s3: S3Settings | undefined;
  /** redis://… shares the rate limits between instances; undefined keeps them in memory. */
  redisUrl: string | undefined;
  /** Prefix of the rate-limit keys in Redis (several deployments may share one Redis). */
  redisKeyPrefix: string;
  /** Proxies whose X-Forwarded-For is believed (addresses, CIDRs, loopback …); false: the peer is the client. */
  trustProxy: false | string[];
  /** How long SIGTERM waits for requests in flight before the process exits anyway. */
  shutdownTimeoutMs: number;
  /** The folder of promotion packages (or one package). */
  definitionsDir: string;
  /** Replaces the packages' own content folders (one package, tests); undefined: each package's content/. */
  contentDir: string | undefined;
  distDir: string;
  /** Path of the OpenAPI contract the routes are registered from. */
  contractFile: string;
  /** Largest accepted upload, in bytes. */
  maxUploadBytes: number;
  /** Claim lookups (e-mail + reference) per client per minute; 0 turns the limit off. */
  lookupRateLimitPerMinute: number;
  /** Claim submissions per client per minute; 0 turns the limit off. */
  claimRateLimitPerMinute: number;
  /** File uploads (file-upload, missing-information) per client per minute; 0 turns the limit off. */
  uploadRateLimitPerMinute: number;
  /** Contact tickets per client per minute; 0 turns the limit off. */
  ticketRateLimitPerMinute: number;
  /** Client failure reports (POST /client-report) per client per minute; 0 turns the limit off. */
  reportRateLimitPerMinute: number;
  /** Counted site events (POST /usage-events, each a batch) per client per minute; 0 turns the limit off. */
  usageRateLimitPerMinute: number;
  /** USAGE_RETENTION_DAYS (400): counted site events older than this are deleted. */
  usageRetentionDays: number;
  /** USAGE_FLUSH_MS (1000): how long counted events are summed in memory before they are added to the database. */
  usageFlushMs: number;
  /**
   * DRY_RUN_RATE_LIMIT_PER_MINUTE (default 3000): the budget of each class for dry runs (`Prefer: dry-run`), counted
   * apart from real requests, so that a simulation before a publish never eats customers' budgets.
   */
  dryRunRateLimitPerMinute: number;
  /** STUDIO_SESSION_IDLE_MINUTES (30): a studio session unused this long ends. */
  studioSessionIdleMinutes: number;
  /** STUDIO_SESSION_MAX_HOURS (12): a studio session ends this long after sign-in, used or not. */
  studioSessionMaxHours: number;
  /** STUDIO_SIGN_IN_LIMIT_PER_ACCOUNT (5) and _PER_ADDRESS (20): failed studio sign-ins in 15 minutes before 429. */
  studioSignInLimitPerAccount: number;
  studioSignInLimitPerAddress: number;
  /** Which address provider answers /address-lookup (server/address/address-provider.ts). */
  addressProvider: AddressProviderName;
  /**
   * The reference server's stand-ins for outside services (demo courier labels, demo fraud-screening script) and the
   * loopback courier host they need: on for local use, off in production (NODE_ENV=production) unless DEMO_SERVICES
   * says otherwise.
   */
  demoServices: boolean;
  /** Customers' messages: SMTP_URL, MAIL_FROM … (server/mail-settings.ts); defaults when absent (tests). */
  mail?: MailSettings;
  logLevel: string;
}

/** An S3-compatible bucket; credentials are the AWS SDK's own (AWS_ACCESS_KEY_ID …, AWS_PROFILE, a role). */
export interface S3Settings {
  bucket: string;
  /** S3_REGION, else AWS_REGION, else us-east-1. */
  region: string;
  /** S3_ENDPOINT: another S3-compatible service (MinIO, Ceph, R2 …); undefined: AWS. */
  endpoint: string | undefined;
  /** S3_FORCE_PATH_STYLE (on with an endpoint, off without): bucket in the path rather than the host name. */
  forcePathStyle: boolean;
  /** S3_KEY_PREFIX (`uploads/`): the objects' keys start with it. */
  prefix: string;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid server configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** Reads the configuration from `env`; throws ConfigError listing every bad value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): ServerConfig {
  const problems: string[] = [];

  const port = parseInteger(env.PORT ?? '3028', 'PORT', 0, 65535, problems);
  const rate = (name: string, fallback: number) => parseInteger(env[name] ?? String(fallback), name, 0, 1_000_000, problems);
  const lookupRateLimitPerMinute = rate('LOOKUP_RATE_LIMIT_PER_MINUTE', 60);
  const claimRateLimitPerMinute = rate('CLAIM_RATE_LIMIT_PER_MINUTE', 20);
  const uploadRateLimitPerMinute = rate('UPLOAD_RATE_LIMIT_PER_MINUTE', 60);
  const ticketRateLimitPerMinute = rate('TICKET_RATE_LIMIT_PER_MINUTE', 10);
  const reportRateLimitPerMinute = rate('REPORT_RATE_LIMIT_PER_MINUTE', 30);
  const usageRateLimitPerMinute = rate('USAGE_RATE_LIMIT_PER_MINUTE', 120);
  const usageRetentionDays = parseInteger(env.USAGE_RETENTION_DAYS ?? '400', 'USAGE_RETENTION_DAYS', 1, 100_000, problems);
  const usageFlushMs = parseInteger(env.USAGE_FLUSH_MS ?? '1000', 'USAGE_FLUSH_MS', 1, 60_000, problems);
  const dryRunRateLimitPerMinute = rate('DRY_RUN_RATE_LIMIT_PER_MINUTE', 3000);
  const studioSessionIdleMinutes = parseInteger(env.STUDIO_SESSION_IDLE_MINUTES ?? '30', 'STUDIO_SESSION_IDLE_MINUTES', 1, 24 * 60, problems);
  const studioSessionMaxHours = parseInteger(env.STUDIO_SESSION_MAX_HOURS ?? '12', 'STUDIO_SESSION_MAX_HOURS', 1, 24 * 30, problems);
  const studioSignInLimitPerAccount = parseInteger(env.STUDIO_SIGN_IN_LIMIT_PER_ACCOUNT ?? '5', 'STUDIO_SIGN_IN_LIMIT_PER_ACCOUNT', 1, 1000, problems);
  const studioSignInLimitPerAddress = parseInteger(env.STUDIO_SIGN_IN_LIMIT_PER_ADDRESS ?? '20', 'STUDIO_SIGN_IN_LIMIT_PER_ADDRESS', 1, 100_000, problems);
  const maxUploadBytes = parseInteger(env.MAX_UPLOAD_BYTES ?? String(10 * 1024 * 1024), 'MAX_UPLOAD_BYTES', 1, 1024 ** 3, problems);

  const databasePoolSize = parseInteger(env.DATABASE_POOL_SIZE ?? '10', 'DATABASE_POOL_SIZE', 1, 1000, problems);
  const databaseTimeoutMs = parseInteger(env.DATABASE_TIMEOUT_SECONDS ?? '10', 'DATABASE_TIMEOUT_SECONDS', 1, 3600, problems) * 1000;
  const shutdownTimeoutMs = parseInteger(env.SHUTDOWN_TIMEOUT_SECONDS ?? '25', 'SHUTDOWN_TIMEOUT_SECONDS', 1, 3600, problems) * 1000;
  const databaseUrl = urlOf(env.DATABASE_URL, 'DATABASE_URL', ['postgres:', 'postgresql:'], problems);
  const redisUrl = urlOf(env.REDIS_URL, 'REDIS_URL', ['redis:', 'rediss:'], problems);
  const redisKeyPrefix = env.REDIS_KEY_PREFIX ?? 'promotion-api:rate-limit:';
  const trustProxy = trustProxyOf(env.TRUST_PROXY, problems);

  const host = (env.HOST ?? '127.0.0.1').trim();
  if (!host) problems.push('HOST must not be empty');

  const logLevel = env.LOG_LEVEL ?? 'info';
  if (!LOG_LEVELS.includes(logLevel)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevel}")`);

  const addressProvider = (env.ADDRESS_PROVIDER ?? 'seeded').trim();
  if (!isAddressProviderName(addressProvider)) {
    problems.push(`ADDRESS_PROVIDER must be one of ${ADDRESS_PROVIDER_NAMES.join(', ')} (got "${addressProvider}")`);
  }

  const dir = (name: string, fallback: string) => {
    const value = env[name] ?? fallback;
    if (!value.trim()) {
      problems.push(`${name} must not be empty`);
      return fallback;
    }
    return path.resolve(cwd, value);
  };

  const demo = (env.DEMO_SERVICES ?? (env.NODE_ENV === 'production' ? 'off' : 'on')).trim();
  if (demo !== 'on' && demo !== 'off') problems.push(`DEMO_SERVICES must be on or off (got "${demo}")`);

  const s3 = s3Of(env, problems);
  const dataDir = dir('DATA_DIR', './data');
  const config: ServerConfig = {
    port,
    host,
    dataDir,
    databaseUrl,
    encryptionKeys: env.ENCRYPTION_KEYS,
    purgeEveryHours: parseInteger(env.PURGE_EVERY_HOURS ?? '24', 'PURGE_EVERY_HOURS', 0, 24 * 365, problems),
    databasePoolSize,
    databaseTimeoutMs,
    uploadDir: env.UPLOAD_DIR === undefined ? path.join(dataDir, 'uploads') : dir('UPLOAD_DIR', ''),
    s3,
    redisUrl,
    redisKeyPrefix,
    trustProxy,
    shutdownTimeoutMs,
    definitionsDir: dir('DEFINITIONS_DIR', 'page-definitions'),
    contentDir: env.CONTENT_DIR === undefined ? undefined : dir('CONTENT_DIR', ''),
    distDir: dir('DIST_DIR', 'dist'),
    contractFile: dir('CONTRACT_FILE', 'openapi/promotion-api.yaml'),
    maxUploadBytes,
    lookupRateLimitPerMinute,
    claimRateLimitPerMinute,
    uploadRateLimitPerMinute,
    ticketRateLimitPerMinute,
    reportRateLimitPerMinute,
    usageRateLimitPerMinute,
    usageRetentionDays,
    usageFlushMs,
    dryRunRateLimitPerMinute,
    studioSessionIdleMinutes,
    studioSessionMaxHours,
    studioSignInLimitPerAccount,
    studioSignInLimitPerAddress,
    addressProvider: isAddressProviderName(addressProvider) ? addressProvider : 'seeded',
    demoServices: demo === 'on',
    mail: mailSettingsOf(env, problems),
    logLevel,
  };
  // Uploaded files must never be reachable through the static site.
  if (isWithin(config.dataDir, config.distDir) || isWithin(config.distDir, config.dataDir)) {
    problems.push(`DATA_DIR (${config.dataDir}) and DIST_DIR (${config.distDir}) must not contain one another`);
  }
  if (isWithin(config.uploadDir, config.distDir) || isWithin(config.distDir, config.uploadDir)) {
    problems.push(`UPLOAD_DIR (${config.uploadDir}) and DIST_DIR (${config.distDir}) must not contain one another`);
  }
  if (env.ENCRYPTION_KEYS?.trim()) {
    try {
      parseEncryptionKeys(env.ENCRYPTION_KEYS);
    } catch (error) {
      problems.push((error as Error).message);
    }
  }
  if (problems.length) throw new ConfigError(problems);
  return config;
}

function s3Of(env: NodeJS.ProcessEnv, problems: string[]): S3Settings | undefined {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) {
    for (const name of ['S3_ENDPOINT', 'S3_REGION', 'S3_FORCE_PATH_STYLE', 'S3_KEY_PREFIX']) if (env[name]?.trim()) problems.push(`${name} is set but S3_BUCKET is not`);
    return undefined;
  }
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) problems.push(`S3_BUCKET must be a bucket name (3-63 lower-case letters, digits, dots, hyphens; got "${bucket}")`);
  const endpoint = urlOf(env.S3_ENDPOINT, 'S3_ENDPOINT', ['http:', 'https:'], problems);
  const pathStyle = (env.S3_FORCE_PATH_STYLE ?? (endpoint ? 'on' : 'off')).trim();
  if (pathStyle !== 'on' && pathStyle !== 'off') problems.push(`S3_FORCE_PATH_STYLE must be on or off (got "${pathStyle}")`);
  const region = (env.S3_REGION || env.AWS_REGION || 'us-east-1').trim();
  return { bucket, region, endpoint, forcePathStyle: pathStyle === 'on', prefix: env.S3_KEY_PREFIX ?? 'uploads/' };
}

/** An optional URL of one of `protocols`; reported without its password. */
function urlOf(raw: string | undefined, name: string, protocols: string[], problems: string[]): string | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  let protocol = '';
  try {
    protocol = new URL(raw.trim()).protocol;
  } catch {
    /* reported below */
  }
  if (!protocols.includes(protocol)) {
    problems.push(`${name} must be a ${protocols.map((p) => `${p}//`).join(' or ')} URL (got "${raw.replace(/\/\/[^@/]*@/, '//…@')}")`);
    return undefined;
  }
  return raw.trim();
}

const PROXY_KEYWORDS = ['loopback', 'linklocal', 'uniquelocal'];

/** TRUST_PROXY: comma-separated addresses, CIDRs or loopback/linklocal/uniquelocal; empty or unset: none. */
function trustProxyOf(raw: string | undefined, problems: string[]): false | string[] {
  const entries = (raw ?? '').split(',').map((e) => e.trim()).filter(Boolean);
  if (!entries.length) return false;
  for (const entry of entries) {
    const [address, bits, extra] = entry.split('/');
    const version = net.isIP(address);
    const bitsOk = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (version === 6 ? 128 : 32));
    if (!PROXY_KEYWORDS.includes(entry) && (!version || !bitsOk || extra !== undefined)) {
      problems.push(`TRUST_PROXY entries must be IP addresses, CIDRs or ${PROXY_KEYWORDS.join('/')} (got "${entry}")`);
    }
  }
  return entries;
}

function parseInteger(raw: string, name: string, min: number, max: number, problems: string[]): number {
  if (!/^\d+$/.test(raw.trim())) {
    problems.push(`${name} must be a whole number between ${min} and ${max} (got "${raw}")`);
    return min;
  }
  const value = Number(raw);
  if (value < min || value > max) problems.push(`${name} must be between ${min} and ${max} (got ${value})`);
  return value;
}

function isWithin(child: string, parent: string): boolean {
  const relative = path.relative(parent, child);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}
