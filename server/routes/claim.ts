import { createClaim } from '../domain/create-claim';
import type { ClaimRequest } from '../domain/claim-request';
import { createKeyedLock } from '../domain/keyed-lock';
import type { RouteModule } from './operation';

/** POST /claim: submit a claim (Idempotency-Key header honoured, also for concurrent repeats). */
const claim: RouteModule = ({ db, now }) => {
  const withKeyLock = createKeyedLock();
  return [
    {
      operationId: 'createClaim',
      rateLimit: 'claim',
      method: 'post',
      path: '/claim',
      handler: async (request, reply) => {
        const header = request.headers['idempotency-key'];
        const key = typeof header === 'string' ? header : undefined;
        const submit = () => createClaim(db, request.body as ClaimRequest, key, now());
        const created = key ? await withKeyLock(key, submit) : await submit();
        reply.code(created.statusCode);
        return created.body;
      },
    },
  ];
};

export default claim;
