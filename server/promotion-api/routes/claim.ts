import { createClaim } from '../domain/create-claim';
import { operation, type RouteModule } from './operation';

/**
 * POST /claim: submit a claim. Idempotency-Key honoured, also for concurrent repeats on several instances:
 * the database decides (see createClaim).
 */
const claim: RouteModule = (ctx) => [
  operation('/claim', 'post', {
    operationId: 'createClaim',
    rateLimit: 'claim',
    handler: async (request, reply) => {
      const header = request.headers['idempotency-key'];
      const key = typeof header === 'string' ? header : undefined;
      const created = await createClaim(ctx.db, request.body, key, ctx.now(), ctx.code, ctx.version ?? null, request);
      reply.code(created.statusCode);
      return created.body;
    },
  }),
];

export default claim;
