import { createClaim } from '../domain/create-claim';
import type { ClaimRequest } from '../domain/claim-request';
import type { RouteModule } from './operation';

/** POST /claim: submit a claim (Idempotency-Key header honoured). */
const claim: RouteModule = ({ db, now }) => [
  {
    operationId: 'createClaim',
    method: 'post',
    path: '/claim',
    handler: async (request, reply) => {
      const key = request.headers['idempotency-key'];
      const created = await createClaim(db, request.body as ClaimRequest, typeof key === 'string' ? key : undefined, now());
      reply.code(created.statusCode);
      return created.body;
    },
  },
];

export default claim;
