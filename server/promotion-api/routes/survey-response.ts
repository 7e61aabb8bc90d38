import { findClaimByLookup } from '../domain/claim-lookup';
import { transactionUnlessDryRun } from '../../http/dry-run';
import { operation, type RouteModule } from './operation';

/** Draft-only keys of the survey form; never stored as answers (spec section 7). */
export const EXCLUDED_SURVEY_KEYS = new Set(['OLD_PHONE_WHAT_BRAND', 'OLD_PHONE_WHAT_MODEL', 'OLD_PHONE_HOW_OLD']);

/** POST /survey-response: the optional survey answers of a claim (identified like a claim lookup); 204. */
const surveyResponse: RouteModule = ({ db, now, code }) => [
  operation('/survey-response', 'post', {
    operationId: 'surveyResponse',
    rateLimit: 'lookup',
    handler: async (request, reply) => {
      const body = request.body;
      const claim = await findClaimByLookup(db, { promotion_id: body.promotion_id, email: body.email, reference: body.public_reference }, code);
      const answers = body.answers.filter((answer) => !EXCLUDED_SURVEY_KEYS.has(answer.key));
      await transactionUnlessDryRun(db, request, (trx) =>
        trx.insertInto('survey_responses').values({ claim_id: claim.id, answers: JSON.stringify(answers), created_at: now().toISOString() }).execute(),
      );
      reply.code(204);
      return undefined;
    },
  }),
];

export default surveyResponse;
