import { bankDetailsError } from '../domain/bank-details';
import { recordClaimStatus, requireClaimById, requireStatus, type ClaimRow } from '../domain/claim-lookup';
import { isReturnWindowOpen } from '../domain/my-claim-windows';
import { localeOfPromotion } from '../../packages/promotion-package';
import { ApiError, ErrorCode, notFound } from '../../http/api-error';
import { operation, type BodyOf, type RouteContext, type RouteModule } from './operation';
import { transactionUnlessDryRun } from '../../http/dry-run';
import { sealRewardDetail } from '../../privacy/claim-secrets';

/** What a claim's reward detail is checked by: the contract's RewardDetailRequest (my-claim). */
type RewardDetail = Pick<BodyOf<'/reward-detail', 'post'>, 'claim_id' | 'return_reason' | 'bank_transfer'>;

export const STATUS_AFTER_REWARD_DETAIL = 'PENDING';
const NOT_AWAITING = 'The claim is not awaiting action';

async function checkRewardDetail({ db, locales, myClaim, now }: RouteContext, body: RewardDetail): Promise<ClaimRow> {
  const claim = await requireClaimById(db, body.claim_id);
  const locale = localeOfPromotion(locales, claim.promotion_id);
  // A claim of another package is unknown here.
  if (!locale) throw notFound('unknown claim');
  if (claim.status !== 'AWAITING_ACTION') throw new ApiError(422, ErrorCode.GENERIC, NOT_AWAITING);
  // promotion.json myClaim.returnWindowDays, days counted in the claim's locale (my-claim shows the same).
  if (!isReturnWindowOpen(claim.purchase_date, now(), locale.timezone, myClaim))
    throw new ApiError(422, ErrorCode.GENERIC, 'The return window of the claim is closed');
  if (!body.return_reason.trim()) throw new ApiError(422, ErrorCode.GENERIC, 'A return reason is required');
  const problem = bankDetailsError(body.bank_transfer, false);
  if (problem) throw new ApiError(422, ErrorCode.GENERIC, problem);
  return claim;
}

/**
 * Claim flow (no claim yet): the bank details of the chosen country as its bank input set requires them,
 * account type included for US. legal_type is required by the contract.
 */
function checkBankDetailsOnly(body: BodyOf<'/reward-detail-validation', 'post'>): void {
  const problem = bankDetailsError(body.bank_transfer, true);
  if (problem) throw new ApiError(422, ErrorCode.GENERIC, problem);
}

/**
 * POST /reward-detail (store) for a claim awaiting action inside its return window, and /reward-detail-validation
 * (check only): as /reward-detail when claim_id is given (my-claim), else the bank details alone (claim flow).
 */
const rewardDetail: RouteModule = (ctx) => [
  operation('/reward-detail', 'post', {
    operationId: 'rewardDetail',
    handler: async (request) => {
      const body = request.body;
      const { db, now } = ctx;
      const claim = await checkRewardDetail(ctx, body);
      const detail = { return_reason: body.return_reason, legal_type: body.legal_type, bank_transfer: body.bank_transfer };
      await transactionUnlessDryRun(db, request, async (trx) => {
        await requireStatus(trx, claim.id, 'AWAITING_ACTION', NOT_AWAITING);
        await trx.updateTable('claims').set({ reward_detail: sealRewardDetail(db, claim.id, detail) }).where('id', '=', claim.id).execute();
        await recordClaimStatus(trx, claim.id, STATUS_AFTER_REWARD_DETAIL, now(), null, { kind: 'reward-detail', payload: { return_reason: body.return_reason } });
      });
      return { data: { claim_id: claim.id, status: STATUS_AFTER_REWARD_DETAIL } };
    },
  }),
  operation('/reward-detail-validation', 'post', {
    operationId: 'rewardDetailValidation',
    handler: async (request, reply) => {
      const body = request.body;
      // The contract makes return_reason required together with claim_id (validated before the handler runs).
      if (body.claim_id !== undefined) await checkRewardDetail(ctx, { ...body, claim_id: body.claim_id, return_reason: body.return_reason ?? '' });
      else checkBankDetailsOnly(body);
      reply.code(204);
      return undefined;
    },
  }),
];

export default rewardDetail;
