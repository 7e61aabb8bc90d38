import type { FastifyInstance, FastifyReply } from 'fastify';
import type { PackageSnapshot } from '../../versions/package-snapshot';
import { readableHistory } from './readable-history';
import { reviewOf } from '../review/review-changes';
import { provenReachOf, reachAnswer, reachRefusal } from '../review/base-reach';
import { publishReach } from './publish-reach';
import { secondPairOfEyes } from './second-pair-of-eyes';
import { DraftConflictError, historyOf, pointersOf, publishVersion, PublishConflictError, rollbackTargetOf, rollbackVersion, saveDraft, schedulePublish, versionOf } from '../../versions/version-store';
import { jsonFilesOf, type StudioApiOptions, type StudioContext } from '../studio-context';
import { allowed } from '../auth/studio-permissions';
import { numberedVersions } from './version-numbers';

/**
 * Publishing from the studio: publish or schedule exactly the version that was reviewed (409 with what changed since
 * when the draft moved on), at most once (the version already live answers "already live"), never unproven (the kept
 * proof of the version, made again only when there is none), with a second pair of eyes when the promotion asks for
 * one; roll back with what customers will see first; the history as events with their saves folded in; any stored
 * version opened, compared with live and taken as the draft.
 */
export function registerStudioPublishing(app: FastifyInstance, options: StudioApiOptions, context: StudioContext): void {
  const { db } = options;
  const { who, promotionOf, workingVersion, versionOfPromotion } = context;
  const numbersOf = async (code: string) => new Map((await numberedVersions(db, code)).map((v) => [v.hash, v.number]));
  const liveOf = async (code: string) => {
    const { live_hash: live } = await pointersOf(db, code);
    return live ? await versionOf(db, live) : undefined;
  };
  const published = async (reply: FastifyReply, code: string, alreadyLive: boolean, reached?: { published: string[]; conflicts: string[] }) => {
    const pointers = await pointersOf(db, code);
    return reply.send({ ...pointers, liveNumber: pointers.live_hash ? ((await numbersOf(code)).get(pointers.live_hash) ?? null) : null, alreadyLive, ...(reached ? { reached } : {}) });
  };

  app.post('/studio/api/promotions/:code/publish', async (request, reply) => {
    const promotion = promotionOf(request, reply);
    const body = (request.body ?? {}) as { version?: unknown; at?: unknown; expectedLive?: unknown };
    const scheduling = typeof body.at === 'string' && body.at !== '';
    if (!promotion || !allowed(request, reply, scheduling ? 'schedule' : 'publish')) return reply;
    const version = await versionOfPromotion(promotion.code, body.version);
    if (!version) return reply.code(400).send({ error: 'bad-request', message: `Send { version, at? }: ${promotion.code} has no version ${String(body.version)}` });
    const hash = body.version as string;
    const { pointers, hash: working } = await workingVersion(promotion.code);
    if (hash === pointers.live_hash && !scheduling) return published(reply, promotion.code, true);
    // What was reviewed is what goes live: a draft saved since the review is reviewed again first.
    if (hash !== working) {
      const current = working ? await versionOf(db, working) : undefined;
      return reply.code(409).send({ error: 'draft-changed', message: 'The draft changed since your review: nothing was published. Review the changes below, then check again.', current: working, review: current ? reviewOf(version, current) : undefined });
    }
    const live = pointers.live_hash ? await versionOf(db, pointers.live_hash) : undefined;
    const eyes = await secondPairOfEyes(db, live, version, hash, who(request).actor);
    if (eyes.blocked) return reply.code(403).send({ error: 'second-pair-of-eyes', message: `This promotion asks for a second pair of eyes: you made the last change of this version, so another publisher must publish it.`, lastChangeBy: eyes.lastChangeBy });
    // The same proof the command line asks for, kept per version: a passed check is not run again.
    const proof = await options.checks.proofOf(promotion.code, hash, version.files);
    if (!proof.ok) return reply.code(422).send({ error: 'not-proven', message: 'The checker or a journey fails: not published', report: proof.text, checkerErrors: proof.checkerErrors, simulation: proof.simulation });
    // A base goes live with its change in every promotion it reaches, each checked and its journeys walked first.
    const reach = await provenReachOf(db, options.promotions(), options.checks, who(request), promotion.code, live, version);
    const refusal = reachRefusal(reach);
    if (refusal) return reply.code(422).send({ error: 'not-proven', message: refusal, report: reach.map((p) => p.proof?.text ?? '').filter(Boolean).join('\n'), reach: reach.map(reachAnswer) });
    if (scheduling && reach.some((p) => p.version !== p.live)) return reply.code(400).send({ error: 'bad-request', message: 'A base whose change reaches promotions is published now, not scheduled: publish it when it should go live.' });
    if (scheduling) {
      const at = new Date(body.at as string);
      if (Number.isNaN(at.getTime())) return reply.code(400).send({ error: 'bad-request', message: 'at must be an ISO time' });
      await schedulePublish(db, promotion.code, hash, at, who(request));
      return { scheduled: at.toISOString(), ...(await pointersOf(db, promotion.code)) };
    }
    try {
      const expectedLive = typeof body.expectedLive === 'string' || body.expectedLive === null ? (body.expectedLive as string | null) : undefined;
      // The history says when a second pair of eyes was asked for, and whose change it checked.
      const moved = await publishVersion(db, promotion.code, hash, who(request), { expectedLive, detail: eyes.required ? { secondPairOfEyes: { lastChangeBy: eyes.lastChangeBy } } : undefined });
      const carried = moved && live && reach.length ? await publishReach(db, { code: promotion.code, before: live, after: version, version: hash }, reach, who(request)) : undefined;
      return published(reply, promotion.code, !moved, carried);
    } catch (error) {
      if (!(error instanceof PublishConflictError)) throw error;
      // A second click (or another publisher) that lost the race to publish this very version: it is live, as asked.
      if ((await pointersOf(db, promotion.code)).live_hash === hash) return published(reply, promotion.code, true);
      return reply.code(409).send({ error: 'conflict', message: error.message });
    }
  });

  app.get('/studio/api/promotions/:code/rollback', async (request, reply) => {
    const promotion = promotionOf(request, reply);
    if (!promotion) return reply;
    try {
      const { live, previous } = await rollbackTargetOf(db, promotion.code);
      const [from, to, numbers] = [await versionOf(db, live), await versionOf(db, previous), await numbersOf(promotion.code)];
      return { live: { hash: live, number: numbers.get(live) }, to: { hash: previous, number: numbers.get(previous) }, review: reviewOf(from, to as PackageSnapshot) };
    } catch (error) {
      return reply.code(409).send({ error: 'no-rollback', message: (error as Error).message });
    }
  });

  app.post('/studio/api/promotions/:code/rollback', async (request, reply) => {
    const promotion = promotionOf(request, reply);
    if (!promotion || !allowed(request, reply, 'rollback')) return reply;
    try {
      await rollbackVersion(db, promotion.code, who(request));
    } catch (error) {
      return reply.code(409).send({ error: 'no-rollback', message: (error as Error).message });
    }
    return published(reply, promotion.code, false);
  });

  app.get('/studio/api/promotions/:code/history', async (request, reply) => {
    const promotion = promotionOf(request, reply);
    if (!promotion) return reply;
    const versions = await numberedVersions(db, promotion.code);
    const rows = await historyOf(db, promotion.code);
    return { ...(await pointersOf(db, promotion.code)), versions: [...versions].reverse(), events: readableHistory(rows, new Map(versions.map((v) => [v.hash, v.number]))), history: [...rows].reverse() };
  });

  app.get('/studio/api/promotions/:code/versions/:hash', async (request, reply) => {
    const promotion = promotionOf(request, reply);
    if (!promotion) return reply;
    const hash = (request.params as { hash: string }).hash;
    const version = await versionOfPromotion(promotion.code, hash);
    if (!version) return reply.code(404).send({ error: 'no-version', message: `${promotion.code} has no version ${hash}` });
    const numbers = await numbersOf(promotion.code);
    const pointers = await pointersOf(db, promotion.code);
    return { hash, number: numbers.get(hash), live: pointers.live_hash, isLive: hash === pointers.live_hash, files: jsonFilesOf(version.files), review: reviewOf(await liveOf(promotion.code), version) };
  });

  // An earlier version taken as the draft, by compare-and-set on the draft it replaces (recorded as a restore).
  app.post('/studio/api/promotions/:code/restore', async (request, reply) => {
    const promotion = promotionOf(request, reply);
    if (!promotion || !allowed(request, reply, 'edit')) return reply;
    const body = (request.body ?? {}) as { version?: unknown; base?: unknown };
    const version = await versionOfPromotion(promotion.code, body.version);
    if (!version || typeof body.base !== 'string') return reply.code(400).send({ error: 'bad-request', message: 'Send { version, base }: the version to take and the draft it replaces' });
    const number = (await numbersOf(promotion.code)).get(body.version as string);
    try {
      const hash = await saveDraft(db, version, body.base, who(request), 'restore', { version: body.version, number });
      return { base: hash, number };
    } catch (error) {
      if (!(error instanceof DraftConflictError)) throw error;
      return reply.code(409).send({ error: 'conflict', message: 'Someone else saved this draft meanwhile: nothing was restored', current: error.current });
    }
  });
}
