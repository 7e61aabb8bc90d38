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

type Paths = import('../../src/api/generated/promotion-api').paths;
type Method = 'get' | 'post';
type OperationOf<P extends keyof Paths, M extends Method> = NonNullable<Paths[P][M]>;
type JsonOf<T> = T extends { content: { 'application/json': infer Body } } ? Body : T extends { content: { 'multipart/form-data': infer Form } } ? Form : never;

/** The request body the contract declares for an operation (its JSON, or its multipart form). */
export type BodyOf<P extends keyof Paths, M extends Method> = OperationOf<P, M> extends { requestBody: infer R } ? JsonOf<NonNullable<R>> : never;
/** The path parameters the contract declares for an operation. */
export type ParamsOf<P extends keyof Paths, M extends Method> = OperationOf<P, M> extends { parameters: { path: infer Params } } ? Params : never;

/**
 * An operation of the contract, its handler typed from the types generated from openapi/ (`npm run generate:api`):
 * `request.body` and `request.params` are what the contract declares, validated against it before the handler runs
 * (register-operations.ts), so no handler casts them.
 */
export function operation<P extends keyof Paths, M extends Method>(
  path: P,
  method: M,
  implementation: {
    operationId: string;
    rateLimit?: RateLimitClass;
    handler: (request: FastifyRequest<{ Body: BodyOf<P, M>; Params: ParamsOf<P, M> }>, reply: FastifyReply) => Promise<unknown>;
  },
): OperationImplementation {
  return { ...implementation, path, method, handler: implementation.handler as OperationHandler };
}
