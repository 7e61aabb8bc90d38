import type { FastifyInstance, FastifyRequest, FastifySchemaCompiler } from 'fastify';
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

/**
 * Registers every operation of the contract under `prefix` (a package's /api<basePath>), with the request schemas of the contract.
 * An operation without an implementation answers 501. Returns the implementations the contract does not know.
 */
/** A class's budget on one package's routes; dry runs count in a bucket of their own (key prefix `dry-run:`). */
function routeRateLimit(limit: NonNullable<RateLimits[RateLimitClass]>, prefix: string) {
  return {
    timeWindow: limit.timeWindow,
    groupId: `${limit.groupId}:${prefix}`,
    keyGenerator: (request: FastifyRequest) => (request.dryRun ? `dry-run:${request.ip}` : request.ip),
    max: (request: FastifyRequest) => (request.dryRun ? limit.dryRunMax : limit.max),
  };
}

export function registerOperations(
  app: FastifyInstance,
  contract: Contract,
  implementations: OperationImplementation[],
  compile: FastifySchemaCompiler<any>,
  rateLimits: RateLimits = {},
  /** Where this package's API lives (/api<basePath>); its rate limits are its own. */
  prefix = contract.basePath,
): string[] {
  const byId = new Map(implementations.map((impl) => [impl.operationId, impl]));
  const byRoute = new Map(implementations.map((impl) => [`${impl.method} ${impl.path}`, impl]));
  const used = new Set<OperationImplementation>();

  // Every operation of the contract must have a handler: a contract change without one fails at start-up.
  const missing = contract.operations.filter((op) => !(byRoute.get(`${op.method} ${op.path}`) ?? byId.get(op.operationId)));
  if (missing.length) throw new Error(`The contract has operations without a handler: ${missing.map((op) => op.operationId).join(', ')}`);

  for (const op of contract.operations) {
    const impl = (byRoute.get(`${op.method} ${op.path}`) ?? byId.get(op.operationId)) as OperationImplementation;
    used.add(impl);
    const schema: Record<string, unknown> = {};
    if (op.jsonBody && !op.multipart) schema.body = op.jsonBody;
    if (op.params) schema.params = op.params;
    if (op.querystring) schema.querystring = op.querystring;
    if (op.headers) schema.headers = op.headers;
    app.route({
      method: op.method.toUpperCase() as 'GET',
      url: `${prefix}${op.routePath}`,
      schema,
      config: {
        operationId: op.operationId,
        documentedStatuses: op.responses,
        ...(impl.rateLimit && rateLimits[impl.rateLimit] ? { rateLimit: routeRateLimit(rateLimits[impl.rateLimit]!, prefix) } : {}),
      },
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
      handler: impl.handler,
    });
  }
  return implementations.filter((impl) => !used.has(impl)).map((impl) => `${impl.method.toUpperCase()} ${impl.path}`);
}
