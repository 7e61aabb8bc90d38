import { createClaim } from '../domain/create-claim';
import type { ClaimRequest } from '../domain/claim-request';
import type { RouteModule } from './operation';

/**
 * POST /claim: submit a claim. Idempotency-Key honoured, also for concurrent repeats on several instances:
 * the database decides (see createClaim).
 */
const claim: RouteModule = ({ db, now, code }) => [
  {
    operationId: 'createClaim',
    rateLimit: 'claim',
    method: 'post',
    path: '/claim',
    handler: async (request, reply) => {
      const header = request.headers['idempotency-key'];
      const key = typeof header === 'string' ? header : undefined;
      const created = await createClaim(db, request.body as ClaimRequest, key, now(), code);
      reply.code(created.statusCode);
      return created.body;
    },
  },
];

export default claim;
