import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/open-database';
import { liveVersionsOf, promotionResults } from './promotion-results';
import type { StudioPromotion } from '../studio-context';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: unknown): value is string => typeof value === 'string' && DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/**
 * GET /studio/api/promotions/:code/results?from=&to=[&locale=][&version=]: the Results screen's figures as JSON
 * (server/studio/results/promotion-results.ts), behind the studio's session guard like every /studio/api/ route; and
 * GET …/results/versions, the versions that have been live, for its choices.
 */
export function registerResultsApi(app: FastifyInstance, options: { db: Db; promotions: () => StudioPromotion[] }): void {
  const { db } = options;
  const known = (code: string) => options.promotions().some((promotion) => promotion.code === code);

  app.get('/studio/api/promotions/:code/results', async (request, reply) => {
    const { code } = request.params as { code: string };
    if (!known(code)) return reply.code(404).send({ error: 'unknown-promotion', message: `No promotion ${code}` });
    const { from, to, locale, version } = request.query as Record<string, unknown>;
    if (!isDay(from) || !isDay(to) || from > to || Date.parse(to) - Date.parse(from) > 400 * 86_400_000)
      return reply.code(400).send({ error: 'bad-request', message: 'Send from and to as yyyy-MM-dd, from not after to, at most 400 days apart' });
    const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
    return promotionResults(db, { code, from, to, locale: text(locale), version: text(version) });
  });

  app.get('/studio/api/promotions/:code/results/versions', async (request, reply) => {
    const { code } = request.params as { code: string };
    if (!known(code)) return reply.code(404).send({ error: 'unknown-promotion', message: `No promotion ${code}` });
    return { versions: await liveVersionsOf(db, code) };
  });
}
