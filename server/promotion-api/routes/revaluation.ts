import { findClaimByLookup, recordClaimStatus, requireStatus } from '../domain/claim-lookup';
import { ApiError, ErrorCode } from '../../http/api-error';
import { transactionUnlessDryRun } from '../../http/dry-run';
import type { Db } from '../../db/open-database';
import { operation, type RouteModule } from './operation';

export const STATUS_AFTER_REVALUATION_ACCEPTED = 'VALIDATED';
/** Rejecting the offer means the device goes back: the customer gives bank details and a return reason. */
export const STATUS_AFTER_REVALUATION_REJECTED = 'AWAITING_ACTION';
const NOT_AWAITING = 'The claim is not awaiting revaluation';

async function offeredRewards(db: Db, claimId: string) {
  return db.selectFrom('claim_rewards').selectAll().where('claim_id', '=', claimId).where('revaluation_state', '=', 'OFFERED').execute();
}

/** POST /revaluation-approval and /revaluation-rejection for a claim awaiting revaluation; 201 with the new status. */
const revaluation: RouteModule = ({ db, now, code }) => [
  operation('/revaluation-approval', 'post', {
    operationId: 'revaluationApproval',
    rateLimit: 'lookup',
    handler: async (request, reply) => {
      const body = request.body;
      const claim = await findClaimByLookup(db, body, code);
      if (claim.status !== 'AWAITING_REVALUATION') throw new ApiError(422, ErrorCode.GENERIC, NOT_AWAITING);
      const offered = await offeredRewards(db, claim.id);
      const match = offered.find((r) => r.currency === body.value.currency && Math.abs(r.amount - body.value.amount) < 0.005);
      if (!match) throw new ApiError(422, ErrorCode.GENERIC, 'The value is not the offered one');
      await transactionUnlessDryRun(db, request, async (trx) => {
        await requireStatus(trx, claim.id, 'AWAITING_REVALUATION', NOT_AWAITING);
        await trx.updateTable('claim_rewards').set({ revaluation_state: 'ACCEPTED' }).where('id', '=', match.id).execute();
        await recordClaimStatus(trx, claim.id, STATUS_AFTER_REVALUATION_ACCEPTED, now(), null, { kind: 'revaluation-approval', payload: body.value });
      });
      reply.code(201);
      return { data: { status: STATUS_AFTER_REVALUATION_ACCEPTED } };
    },
  }),
  operation('/revaluation-rejection', 'post', {
    operationId: 'revaluationRejection',
    rateLimit: 'lookup',
    handler: async (request, reply) => {
      const claim = await findClaimByLookup(db, request.body, code);
      if (claim.status !== 'AWAITING_REVALUATION') throw new ApiError(422, ErrorCode.GENERIC, NOT_AWAITING);
      await transactionUnlessDryRun(db, request, async (trx) => {
        await requireStatus(trx, claim.id, 'AWAITING_REVALUATION', NOT_AWAITING);
        await trx.updateTable('claim_rewards').set({ revaluation_state: 'REJECTED' }).where('claim_id', '=', claim.id).where('revaluation_state', '=', 'OFFERED').execute();
        await recordClaimStatus(trx, claim.id, STATUS_AFTER_REVALUATION_REJECTED, now(), null, { kind: 'revaluation-rejection', payload: {} });
      });
      reply.code(201);
      return { data: { status: STATUS_AFTER_REVALUATION_REJECTED } };
    },
  }),
];

export default revaluation;
