import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AddressProvider } from '../address/address-provider';
import type { ServerConfig } from '../config';
import type { ContentStore } from '../content/content-store';
import type { Db } from '../db/open-database';
import type { MyClaimSettings } from '../../src/rules/myClaimSettings';
import type { LocaleSettings } from '../promotions/promotion-package';

/**
 * What every operation handler may use. `content`, `locales` and `myClaim` are those of the live version: read them
 * when a request comes, never once when the routes are made.
 */
export interface RouteContext {
  db: Db;
  config: ServerConfig;
  /** The package whose API this is: only its promotions (and their claims) are found through it. */
  code: string;
  content: ContentStore;
  locales: LocaleSettings[];
  /** settings.myClaim of promotion.json: return window, trade-in wait, courier hosts (defaults without the block). */
  myClaim: MyClaimSettings;
  /** The configured address provider (ADDRESS_PROVIDER) behind /address-lookup. */
  addressProvider: AddressProvider;
  /** The live package version (its hash), when the server serves versions: claims record it. */
  version?: string;
  /** Current time; injectable for tests. */
  now: () => Date;
}

export type OperationHandler = (request: FastifyRequest<any>, reply: FastifyReply) => Promise<unknown>;

/**
 * One implemented operation of the contract. Matched to the contract by operationId, or by method + path
 * when the contract names it differently.
 */
export interface OperationImplementation {
  operationId: string;
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** OpenAPI path relative to the API base, e.g. /promotion/{id}/qualifying-products */
  path: string;
  handler: OperationHandler;
  /** Rate limit class of the operation (per client); none when omitted. */
  rateLimit?: RateLimitClass;
}

/**
 * lookup: e-mail + reference lookups (against guessing); claim: submissions; upload: stored files;
 * ticket: contact messages; report: failures reported by browsers (a broken release must not flood the logs).
 */
export type RateLimitClass = 'lookup' | 'claim' | 'upload' | 'ticket' | 'report';

export type RouteModule = (ctx: RouteContext) => OperationImplementation[];
