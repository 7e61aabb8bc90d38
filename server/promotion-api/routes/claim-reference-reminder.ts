import { requirePromotion } from '../domain/promotions';
import { transactionUnlessDryRun } from '../../http/dry-run';
import { localeOfPromotion } from '../../packages/promotion-package';
import { operation, type RouteModule } from './operation';
import { enqueueReferenceReminder, recipientKey } from '../../messages/outbox';

/** At most one reminder per address (and promotion) in this long. */
export const REMINDER_INTERVAL_MS = 10 * 60_000;

const ACCEPTED = { data: { accepted: true } } as const;

/**
 * POST /claim-reference-reminder: writes a reference reminder to the outbox, unless the address had one in the last
 * 10 minutes; the sender then finds the address's claims in the promotion and sends nothing when there are none. The
 * answer never depends on the address (same 202, same body), and the handler does the same work for every address.
 * Per client it shares the contact tickets' budget (TICKET_RATE_LIMIT_PER_MINUTE).
 */
const claimReferenceReminder: RouteModule = (ctx) => [
  operation('/claim-reference-reminder', 'post', {
    operationId: 'claimReferenceReminder',
    rateLimit: 'ticket',
    handler: async (request, reply) => {
      const { promotion_id: promotionId, email } = request.body as { promotion_id: string; email: string };
      const promotion = await requirePromotion(ctx.db, promotionId, ctx.code);
      const now = ctx.now();
      const key = recipientKey(ctx.code, email);
      await transactionUnlessDryRun(ctx.db, request, async (trx) => {
        const since = new Date(now.getTime() - REMINDER_INTERVAL_MS).toISOString();
        const recent = await trx.selectFrom('message_outbox').select('id').where('recipient_key', '=', key).where('event', '=', 'referenceReminder').where('created_at', '>', since).limit(1).executeTakeFirst();
        if (recent) return;
        const locale = localeOfPromotion(ctx.locales, promotionId)?.locale ?? promotion.locale ?? '';
        await enqueueReferenceReminder(trx, { code: ctx.code, promotionId, locale, email }, now);
      });
      reply.code(202);
      return ACCEPTED;
    },
  }),
];

export default claimReferenceReminder;
