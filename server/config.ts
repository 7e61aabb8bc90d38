import path from 'node:path';
import { ADDRESS_PROVIDER_NAMES, isAddressProviderName, type AddressProviderName } from './address/address-provider';

/** Runtime configuration of the reference server, read from the environment and checked at start-up. */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  definitionsDir: string;
  contentDir: string;
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
  /** Which address provider answers /address-lookup (server/address/address-provider.ts). */
  addressProvider: AddressProviderName;
  logLevel: string;
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
  const maxUploadBytes = parseInteger(env.MAX_UPLOAD_BYTES ?? String(10 * 1024 * 1024), 'MAX_UPLOAD_BYTES', 1, 1024 ** 3, problems);

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

  const config: ServerConfig = {
    port,
    host,
    dataDir: dir('DATA_DIR', './data'),
    definitionsDir: dir('DEFINITIONS_DIR', 'page-definitions/GOO00028'),
    contentDir: dir('CONTENT_DIR', 'content'),
    distDir: dir('DIST_DIR', 'dist'),
    contractFile: dir('CONTRACT_FILE', 'openapi/promotion-api.yaml'),
    maxUploadBytes,
    lookupRateLimitPerMinute,
    claimRateLimitPerMinute,
    uploadRateLimitPerMinute,
    ticketRateLimitPerMinute,
    reportRateLimitPerMinute,
    addressProvider: isAddressProviderName(addressProvider) ? addressProvider : 'seeded',
    logLevel,
  };
  // Uploaded files must never be reachable through the static site.
  if (isWithin(config.dataDir, config.distDir) || isWithin(config.distDir, config.dataDir)) {
    problems.push(`DATA_DIR (${config.dataDir}) and DIST_DIR (${config.distDir}) must not contain one another`);
  }
  if (problems.length) throw new ConfigError(problems);
  return config;
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
