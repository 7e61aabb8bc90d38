import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, ErrorCode, errorBody } from './api-error';
import { isDatabaseUnavailable } from '../db/connection-errors';

const RETRY_AFTER_SECONDS = '5';

/**
 * Every failure answers the contract's ErrorBody `{ errors: [{ code, message? }] }`:
 * validation and unreadable bodies 400 code 2, too large 413 code 7 (400 code 2 where the operation does not
 * document 413: an oversized JSON body is malformed), unknown routes 404, anything unexpected 500 code 1
 * without internals, a database that is away or does not answer in time 503 code 1 (with Retry-After:
 * nothing was committed, a repeat may succeed). Operations without a body (the GETs) document no 400: a
 * malformed path id names no promotion, so it is a 404.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      if (error.statusCode >= 500) request.log.error({ err: error.cause ?? error }, error.message);
      if (error.statusCode === 503) reply.header('retry-after', RETRY_AFTER_SECONDS);
      return reply.code(error.statusCode).send(errorBody(error.code, error.publicMessage));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.code(503).header('retry-after', RETRY_AFTER_SECONDS).send(errorBody(ErrorCode.GENERIC, 'The service is temporarily unavailable; please try again shortly'));
    }
    const fastifyError = error as FastifyError;
    if (fastifyError.validation) {
      const message = fastifyError.validation
        .slice(0, 10)
        .map((v) => {
          const extra = (v.params as { additionalProperty?: string } | undefined)?.additionalProperty;
          const where = `${fastifyError.validationContext ?? 'body'}${v.instancePath || ''}`;
          return `${where} ${v.message ?? 'is invalid'}${extra ? ` (${extra})` : ''}`;
        })
        .join('; ');
      return malformed(request, reply, message);
    }
    const status = fastifyError.statusCode ?? 500;
    if (status === 413) {
      if (documents(request, 413)) return reply.code(413).send(errorBody(ErrorCode.INVALID_FILE_SIZE, 'Request too large'));
      return malformed(request, reply, 'The request body is too large');
    }
    if (status === 429) {
      return reply.code(429).send(errorBody(ErrorCode.GENERIC, 'rate limited'));
    }
    if (status === 404) return reply.code(404).send(errorBody(ErrorCode.GENERIC, 'Not found'));
    if ((status >= 400 && status < 500) || isMultipartParseError(fastifyError)) {
      // Unreadable JSON, wrong content type, broken multipart …: the body does not match the contract.
      return malformed(request, reply, 'The request body could not be read');
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(errorBody(ErrorCode.GENERIC, 'Internal server error'));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(errorBody(ErrorCode.GENERIC, 'Not found'));
  });
}

function malformed(request: FastifyRequest, reply: FastifyReply, message: string) {
  if (!documents(request, 400)) return reply.code(404).send(errorBody(ErrorCode.GENERIC, 'Not found'));
  return reply.code(400).send(errorBody(ErrorCode.MALFORMED_BODY, message));
}

/** For Fastify's own early failures (a URL that cannot be decoded): it names nothing that exists. */
export function frameworkErrors(_error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  reply.code(404).send(errorBody(ErrorCode.GENERIC, 'Not found'));
}

function documents(request: FastifyRequest, status: number): boolean {
  const statuses = request.routeOptions?.config?.documentedStatuses;
  return !statuses || statuses.includes(String(status));
}

/** busboy reports a truncated or malformed multipart stream as a plain Error without a status. */
function isMultipartParseError(error: Error): boolean {
  return /^(Unexpected end of (form|multipart data)|Malformed (part header|urlencoded form)|Multipart: Boundary not found)/i.test(error.message ?? '');
}
