import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError, ErrorCode, errorBody } from './api-error';

/**
 * Every failure answers the contract's ErrorBody `{ errors: [{ code, message? }] }`:
 * validation and unreadable bodies 400 code 2, too large 413 code 7, unknown routes 404,
 * anything unexpected 500 code 1 without internals.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.code(error.statusCode).send(errorBody(error.code, error.publicMessage));
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
      return reply.code(400).send(errorBody(ErrorCode.MALFORMED_BODY, message));
    }
    const status = fastifyError.statusCode ?? 500;
    if (status === 413) return reply.code(413).send(errorBody(ErrorCode.INVALID_FILE_SIZE, 'Request body too large'));
    if (status === 429) {
      return reply.code(429).send(errorBody(ErrorCode.GENERIC, 'rate limited'));
    }
    if (status === 404) return reply.code(404).send(errorBody(ErrorCode.GENERIC, 'Not found'));
    if (status >= 400 && status < 500) {
      // Unreadable JSON, wrong content type, broken multipart …: the body does not match the contract.
      return reply.code(400).send(errorBody(ErrorCode.MALFORMED_BODY, 'The request body could not be read'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(errorBody(ErrorCode.GENERIC, 'Internal server error'));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(errorBody(ErrorCode.GENERIC, 'Not found'));
  });
}
