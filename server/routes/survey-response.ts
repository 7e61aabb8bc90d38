import { findClaimByLookup } from '../domain/claim-lookup';
import type { RouteModule } from './operation';

interface SurveyBody {
  promotion_id: string;
  public_reference: string;
  email: string;
  answers: Array<{ key: string; prompt_alias: string; prompt: string; response: string }>;
}

/** POST /survey-response: the optional survey answers of a claim (identified like a claim lookup); 204. */
const surveyResponse: RouteModule = ({ db, now }) => [
  {
    operationId: 'surveyResponse',
    claimLookup: true,
    method: 'post',
    path: '/survey-response',
    handler: async (request, reply) => {
      const body = request.body as SurveyBody;
      const claim = await findClaimByLookup(db, { promotion_id: body.promotion_id, email: body.email, reference: body.public_reference });
      await db.insertInto('survey_responses').values({ claim_id: claim.id, answers: JSON.stringify(body.answers), created_at: now().toISOString() }).execute();
      reply.code(204);
      return undefined;
    },
  },
];

export default surveyResponse;
