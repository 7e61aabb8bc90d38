import type { FastifyInstance } from 'fastify';
import { promotionConfigOf } from '../../../core/package/promotionConfig';
import { checkFiles } from '../studio-api';
import type { StudioApiOptions, StudioContext } from '../studio-context';
import { createPreviewLink, previewLinkAuthorOf, revokePreviewLink, type PreviewSample } from './preview-links';
import { allowed } from '../auth/studio-permissions';

/** JSON with sorted keys: two flag sets compared whatever their order. */
const sortedJson = (value: Record<string, unknown>) => JSON.stringify(Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1))));

/**
 * Preview links: any signed-in manager makes one for a version the checker accepts (a jump to a step starts from the
 * simulation's answers up to it); a link is revoked by the one who made it or by a publisher.
 */
export function registerStudioPreviewApi(app: FastifyInstance, options: StudioApiOptions, context: StudioContext): void {
  const { db, now } = options;
  const { who, promotionOf, versionOfPromotion } = context;

  app.post('/studio/api/promotions/:code/preview-links', async (request, reply) => {
    const promotion = promotionOf(request, reply);
    if (!promotion || !allowed(request, reply, 'previewLink')) return reply;
    const body = (request.body ?? {}) as { version?: unknown; flags?: unknown; hours?: unknown; at?: { flow?: unknown; step?: unknown; locale?: unknown } };
    const version = await versionOfPromotion(promotion.code, body.version);
    if (!version) return reply.code(400).send({ error: 'bad-request', message: 'Send { version, flags?, hours? }' });
    const flags = Object.fromEntries(Object.entries((body.flags ?? {}) as Record<string, unknown>).filter(([, on]) => typeof on === 'boolean')) as Record<string, boolean>;
    // A preview shows what the engine would serve: a version the checker refuses cannot be served.
    const problems = await checkFiles(version.files);
    if (problems.length) return reply.code(422).send({ error: 'not-servable', message: `Fix the ${problems.length} problem(s) of this draft first: a version the checker refuses cannot be previewed`, errors: problems });
    // A jump to a step starts from the answers the journey simulation gave on its way there, with these flags.
    let sample: PreviewSample | undefined;
    if (body.at) {
      const { flow, step, locale } = body.at;
      if (typeof flow !== 'string' || typeof step !== 'string' || typeof locale !== 'string') return reply.code(400).send({ error: 'bad-request', message: 'at needs { flow, step, locale }' });
      const proof = await options.prove(promotion.code, version.files, { samples: true });
      const promotionFlags = promotionConfigOf(version.files)?.flags ?? {};
      const wanted = sortedJson({ ...promotionFlags, ...flags });
      const journeys = Object.entries(proof.simulation?.samples ?? {}).filter(([key]) => key.startsWith(`${flow}|${locale}|`));
      const drafts = (journeys.find(([key]) => sortedJson(JSON.parse(key.split('|').slice(2).join('|'))) === wanted) ?? journeys[0])?.[1];
      const reached = drafts?.find((draft) => draft.step === step);
      if (!reached) return reply.code(422).send({ error: 'unreachable', message: `No journey of ${flow} in ${locale} reaches ${step} with these flags` });
      sample = { flow, unlockedSteps: reached.unlockedSteps, values: reached.values };
    }
    const link = await createPreviewLink(db, { code: promotion.code, hash: body.version as string, flags, sample, hours: typeof body.hours === 'number' ? body.hours : undefined, by: who(request).actor, now: now() });
    return { ...link, url: `/studio/preview/${link.token}` };
  });

  app.delete('/studio/api/promotions/:code/preview-links/:token', async (request, reply) => {
    const promotion = promotionOf(request, reply);
    if (!promotion) return reply;
    const token = (request.params as { token: string }).token;
    const author = await previewLinkAuthorOf(db, promotion.code, token);
    if (author !== undefined && !allowed(request, reply, author === request.studioUser?.email ? 'revokeOwnPreviewLink' : 'revokeAnyPreviewLink')) return reply;
    const revoked = await revokePreviewLink(db, promotion.code, token, now());
    return reply.code(revoked ? 204 : 404).send();
  });
}
