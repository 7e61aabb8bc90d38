import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchemaCompiler } from 'fastify';
import { API_PREFIX } from '../../../core/package/addresses';
import { multipartPreValidation } from './multipart-validation';
import { ApiError, ErrorCode } from '../../http/api-error';
import { resolveContractRef, type Contract } from './load-contract';
import type { OperationImplementation, RateLimitClass } from '../routes/operation';

/** Per class: the budget of real requests and, counted apart, of dry runs (`Prefer: dry-run`), per client and minute. */
export type RateLimits = Partial<Record<RateLimitClass, { max: number; dryRunMax: number; timeWindow: number; groupId: string }>>;

declare module 'fastify' {
  interface FastifyContextConfig {
    operationId?: string;
    /** Statuses the contract documents for the operation (the error handler answers only these). */
    documentedStatuses?: string[];
  }
}

/** A class's budget, per package and client; dry runs count in a bucket of their own (key prefix `dry-run:`). */
function routeRateLimit(limit: NonNullable<RateLimits[RateLimitClass]>) {
  return {
    timeWindow: limit.timeWindow,
    groupId: limit.groupId,
    keyGenerator: (request: FastifyRequest) => `${request.dryRun ? 'dry-run:' : ''}${packageSegmentOf(request)}:${request.ip}`,
    max: (request: FastifyRequest) => (request.dryRun ? limit.dryRunMax : limit.max),
  };
}

/** The route parameter naming the package: its API lives at /api<basePath>, a base path is one segment (`/summer`). */
const PACKAGE_PARAM = 'packageBasePath';
const packageSegmentOf = (request: FastifyRequest) => (request.params as Record<string, string>)[PACKAGE_PARAM] ?? '';

/** The operations of every package served: `of('summer')` those of the package at /api/summer (undefined: none there). */
export interface PackageOperations {
  /** The operations of any package (their names and methods are those of every package): matched to the contract once. */
  sample: OperationImplementation[];
  of(segment: string): OperationImplementation[] | undefined;
}

/**
 * Registers every operation of the contract once for all packages, at `<prefix>/:package<path>` with the request
 * schemas of the contract; a request is answered by the operations of the package at its base path (`of`), made
 * when that package's API is first asked for, and an address no package serves is not found (before its body is
 * read or checked). A package's rate limits are its own. Returns the implementations the contract does not know.
 */
export function registerOperations(
  app: FastifyInstance,
  contract: Contract,
  operations: PackageOperations,
  compile: FastifySchemaCompiler<any>,
  rateLimits: RateLimits = {},
  prefix = API_PREFIX,
): string[] {
  const implementationOf = (implementations: OperationImplementation[], op: Contract['operations'][number]) =>
    implementations.find((impl) => `${impl.method} ${impl.path}` === `${op.method} ${op.path}`) ?? implementations.find((impl) => impl.operationId === op.operationId);
  // Every operation of the contract must have a handler: a contract change without one fails at start-up.
  const missing = contract.operations.filter((op) => !implementationOf(operations.sample, op));
  if (missing.length) throw new Error(`The contract has operations without a handler: ${missing.map((op) => op.operationId).join(', ')}`);
  const used = new Set(contract.operations.map((op) => implementationOf(operations.sample, op)));
  // Per package, its handlers by the contract's operation (looked up once per package, not per request).
  const handlersOf = new WeakMap<OperationImplementation[], Map<string, OperationImplementation>>();
  const handlerOf = (request: FastifyRequest, op: Contract['operations'][number]) => {
    const implementations = operations.of(packageSegmentOf(request));
    if (!implementations) return undefined;
    let byOperation = handlersOf.get(implementations);
    if (!byOperation) handlersOf.set(implementations, (byOperation = new Map(contract.operations.map((o) => [o.operationId, implementationOf(implementations, o)!]))));
    return byOperation.get(op.operationId);
  };
  const unknownPackage = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!operations.of(packageSegmentOf(request))) {
      reply.callNotFound();
      return reply;
    }
  };

  for (const op of contract.operations) {
    const impl = implementationOf(operations.sample, op)!;
    const schema: Record<string, unknown> = {};
    if (op.jsonBody && !op.multipart) schema.body = op.jsonBody;
    if (op.params) schema.params = op.params;
    if (op.querystring) schema.querystring = op.querystring;
    if (op.headers) schema.headers = op.headers;
    app.route({
      method: op.method.toUpperCase() as 'GET',
      url: `${prefix}/:${PACKAGE_PARAM}${op.routePath}`,
      schema,
      config: {
        operationId: op.operationId,
        documentedStatuses: op.responses,
        ...(impl.rateLimit && rateLimits[impl.rateLimit] ? { rateLimit: routeRateLimit(rateLimits[impl.rateLimit]!) } : {}),
      },
      onRequest: unknownPackage,
      preValidation: op.multipart && op.multipartBody
        ? multipartPreValidation(
            compile({ schema: op.multipartBody, httpPart: 'body', method: op.method, url: op.routePath }) as any,
            op.multipartBody,
            (s) => resolveContractRef(contract.components, s),
          )
        : op.jsonBody && op.bodyRequired
          ? async (request) => {
              if (request.body === undefined || request.body === null) {
                throw new ApiError(400, ErrorCode.MALFORMED_BODY, 'A JSON request body is required');
              }
            }
          : undefined,
      handler(request, reply) {
        return handlerOf(request, op)!.handler.call(this, request, reply);
      },
    });
  }
  return operations.sample.filter((impl) => !used.has(impl)).map((impl) => `${impl.method.toUpperCase()} ${impl.path}`);
}
