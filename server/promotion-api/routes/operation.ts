import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AddressProvider } from '../../address/address-provider';
import type { ServerConfig } from '../../config';
import type { ContentStore } from '../../packages/content-store';
import type { Db } from '../../db/open-database';
import type { MultipartForm } from '../../http/multipart-form';
import type { UploadStorage } from '../../uploads/upload-storage';
import type { MyClaimSettings } from '../../../core/rules/myClaimSettings';
import type { LocaleSettings } from '../../packages/promotion-package';
import type { UsageCounter } from '../../usage/usage-counter';

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
  /** Where uploaded files are stored (UPLOAD_DIR or S3_BUCKET). */
  uploads: UploadStorage;
  /** The configured address provider (ADDRESS_PROVIDER) behind /address-lookup. */
  addressProvider: AddressProvider;
  /** The live package version (its hash), when the server serves versions: claims record it. */
  version?: string;
  /** Current time; injectable for tests. */
  now: () => Date;
  /** Where counted site events are summed (POST /usage-events); without it they are checked and dropped. */
  usage?: UsageCounter;
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
 * ticket: contact messages; report: failures reported by browsers (a broken release must not flood the logs);
 * usage: counted site events (one browser must not inflate the counts).
 */
export type RateLimitClass = 'lookup' | 'claim' | 'upload' | 'ticket' | 'report' | 'usage';

export type RouteModule = (ctx: RouteContext) => OperationImplementation[];

type Paths = import('../../../core/generated/api/promotion-api').paths;
type Method = 'get' | 'post';
type OperationOf<P extends keyof Paths, M extends Method> = NonNullable<Paths[P][M]>;
type RequestBodyOf<P extends keyof Paths, M extends Method> = OperationOf<P, M> extends { requestBody?: infer R } ? NonNullable<R> : never;

/** The JSON request body the contract declares for an operation (`never` for one without, or with a multipart form). */
export type BodyOf<P extends keyof Paths, M extends Method> = RequestBodyOf<P, M> extends { content: { 'application/json': infer Body } } ? Body : never;
/** The multipart form the contract declares for an operation (`never` for one without). */
export type MultipartOf<P extends keyof Paths, M extends Method> = RequestBodyOf<P, M> extends { content: { 'multipart/form-data': infer Form } } ? Form : never;
/** The text fields of a multipart form as the contract declares them (its files are in `files`). */
type TextFieldsOf<Form> = { [K in keyof Form as NonNullable<Form[K]> extends string ? K : never]: Form[K] };
/**
 * What a multipart operation's handler gets besides its request: the form read and checked against the contract
 * before the handler runs (server/promotion-api/openapi/multipart-validation.ts), its text fields typed by the contract.
 */
type MultipartRequestOf<P extends keyof Paths, M extends Method> = [MultipartOf<P, M>] extends [never]
  ? unknown
  : { multipartForm: MultipartForm & { fields: TextFieldsOf<MultipartOf<P, M>> } };
/** The path parameters the contract declares for an operation. */
export type ParamsOf<P extends keyof Paths, M extends Method> = OperationOf<P, M> extends { parameters: { path: infer Params } } ? Params : never;
type ResponsesOf<P extends keyof Paths, M extends Method> = OperationOf<P, M>['responses'];
/** What one answer of the contract carries: its JSON body, a file's bytes (a PDF), or nothing (204). */
type AnswerOf<R> = R extends { content: { 'application/json': infer Body } } ? Body : R extends { content: object } ? Buffer : undefined;
/** Every body the contract declares for an operation's answers, whatever their status (set with `reply.code`). */
export type ReplyOf<P extends keyof Paths, M extends Method> = { [S in keyof ResponsesOf<P, M>]: AnswerOf<ResponsesOf<P, M>[S]> }[keyof ResponsesOf<P, M>];

/**
 * An operation of the contract, its handler typed from the types generated from openapi/ (`npm run generate:api`):
 * `request.body` (or `request.multipartForm`) and `request.params` are what the contract declares, validated against
 * it before the handler runs (register-operations.ts), so no handler casts them; what the handler returns must be a
 * body the contract declares for one of the operation's answers.
 */
export function operation<P extends keyof Paths, M extends Method>(
  path: P,
  method: M,
  implementation: {
    operationId: string;
    rateLimit?: RateLimitClass;
    handler: (request: FastifyRequest<{ Body: BodyOf<P, M>; Params: ParamsOf<P, M> }> & MultipartRequestOf<P, M>, reply: FastifyReply) => Promise<ReplyOf<P, M>>;
  },
): OperationImplementation {
  return { ...implementation, path, method, handler: implementation.handler as OperationHandler };
}
