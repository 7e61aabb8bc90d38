import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { checkPackage, repoRoot, type DefinitionError } from '../../core/node/definitions/index';
import { draftPromotionConfigOf } from '../../core/package/promotionConfig';
import { packageOfFiles } from '../../core/node/package/promotionPackage';
import { manifestsByType } from '../../core/node/manifests/loadManifests';
import { impactDiff } from '../versions/impact-diff';
import type { PackageSnapshot } from '../versions/package-snapshot';
import { reviewOf } from './review/review-changes';
import { provenReachOf, reachAnswer, reachRefusal } from './review/base-reach';
import { secondPairOfEyes } from './publishing/second-pair-of-eyes';
import { DraftConflictError, importVersion, pointersOf, saveDraft, versionOf } from '../versions/version-store';
import { registerPromotionListApi } from './list/promotion-list-api';
import { isImage, jsonFilesOf, studioContext, type StudioApiOptions } from './studio-context';
import { allowed } from './auth/studio-permissions';
import { registerStudioPreviewApi } from './preview/studio-preview-api';
import { registerStudioPublishing } from './publishing/studio-publishing';

/** The checker on a set of package files (a stored version, a draft): "file#pointer: message" with files named as in the package. */
export async function checkFiles(files: Record<string, unknown>): Promise<DefinitionError[]> {
  return (await checkPackage(packageOfFiles(files))).errors;
}

/**
 * The studio's API (below /studio/api/, behind the session guard; who may do what: studio-permissions.ts): promotions
 * (their list: list/promotion-list-api.ts) and their versions, the draft as files (each save checked by the checker and stored by compare-and-set), the check
 * before a publish (every change against live, checker, journey simulation: kept per version), publishing and history
 * (studio-publishing.ts), preview links (studio-preview-api.ts).
 */
export function registerStudioApi(app: FastifyInstance, options: StudioApiOptions): void {
  const { db } = options;
  const context = studioContext(options);
  const { who, promotionOf, workingVersion } = context;

  // The schemas the studio makes its forms from: promotion.json's and every widget's props.
  const promotion = JSON.parse(fs.readFileSync(path.join(repoRoot, 'schemas/definition/promotion-config.schema.json'), 'utf8'));
  // Each widget's props schema, from its manifest (src/widgets/<Type>/manifest.ts).
  const widgets = async () => Object.fromEntries([...(await manifestsByType())].map(([type, manifest]) => [type, manifest.props]));
  app.get('/studio/api/schemas', async () => ({ promotion, widgets: await widgets() }));

  registerPromotionListApi(app, options);

  app.get('/studio/api/promotions/:code/draft', async (request, reply) => {
    const promotion = promotionOf(request, reply);
    if (!promotion) return reply;
    const { pointers, hash } = await workingVersion(promotion.code);
    if (!hash) return reply.code(404).send({ error: 'no-version', message: `${promotion.code} has no stored version` });
    const snapshot = (await versionOf(db, hash)) as PackageSnapshot;
    return { base: hash, live: pointers.live_hash, isDraft: pointers.draft_hash !== null, files: jsonFilesOf(snapshot.files), errors: await checkFiles(snapshot.files) };
  });

  app.put('/studio/api/promotions/:code/draft', async (request, reply) => {
    const promotion = promotionOf(request, reply);
    if (!promotion || !allowed(request, reply, 'edit')) return reply;
    const body = request.body as { base?: unknown; files?: unknown };
    if (typeof body?.base !== 'string' || !body.files || typeof body.files !== 'object' || Array.isArray(body.files))
      return reply.code(400).send({ error: 'bad-request', message: 'Send { base: <version>, files: { <path>: <json> } }' });
    const edited = body.files as Record<string, unknown>;
    const bad = Object.keys(edited).find((file) => isImage(file) || !/^(promotion|layout|catalogue)\.json$|^(pages|flows|steps|content|validation)\/[A-Za-z0-9_.-]+\.json$/.test(file));
    if (bad) return reply.code(400).send({ error: 'bad-request', message: `${bad} is not a file of a package the studio edits` });
    const base = await versionOf(db, body.base);
    if (!base || base.code !== promotion.code) return reply.code(400).send({ error: 'bad-request', message: `${promotion.code} has no version ${body.base}` });
    // Images are not edited here: the draft keeps those of the version it started from.
    const files = { ...Object.fromEntries(Object.entries(base.files).filter(([file]) => isImage(file))), ...edited };
    try {
      const hash = await saveDraft(db, { code: promotion.code, files }, body.base, who(request));
      return { base: hash, errors: await checkFiles(files) };
    } catch (error) {
      if (!(error instanceof DraftConflictError)) throw error;
      const { hash } = await workingVersion(promotion.code);
      const current = hash ? ((await versionOf(db, hash)) as PackageSnapshot) : undefined;
      const theirs = current ? jsonFilesOf(current.files) : {};
      const mine = jsonFilesOf(base.files);
      const changed = [...new Set([...Object.keys(theirs), ...Object.keys(mine)])].filter((file) => JSON.stringify(theirs[file]) !== JSON.stringify(mine[file])).sort();
      return reply.code(409).send({ error: 'conflict', message: 'Someone else saved this draft since you opened it', current: hash, changed, files: theirs });
    }
  });

  app.get('/studio/api/promotions/:code/proof', async (request, reply) => {
    const promotion = promotionOf(request, reply);
    if (!promotion) return reply;
    const { pointers, hash } = await workingVersion(promotion.code);
    if (!hash) return reply.code(404).send({ error: 'no-version', message: `${promotion.code} has no stored version` });
    const version = (await versionOf(db, hash)) as PackageSnapshot;
    const live = pointers.live_hash ? await versionOf(db, pointers.live_hash) : undefined;
    const proof = await options.checks.proofOf(promotion.code, hash, version.files);
    const eyes = await secondPairOfEyes(db, live, version, hash, request.studioUser?.email ?? '');
    // A base's check is also that of every promotion its change reaches (base-reach.ts).
    const reach = await provenReachOf(db, options.promotions(), options.checks, who(request), promotion.code, live, version);
    const refusal = reachRefusal(reach);
    return {
      version: hash,
      live: pointers.live_hash,
      isLive: hash === pointers.live_hash,
      review: reviewOf(live, version),
      diff: live ? impactDiff(live, version) : undefined,
      checkerErrors: proof.checkerErrors,
      simulation: proof.simulation && { summary: proof.simulation.summary, failures: proof.simulation.failures },
      ok: proof.ok && !refusal,
      report: refusal ? `${refusal}\n${proof.text}` : proof.text,
      reach: reach.map(reachAnswer),
      checkedAt: proof.checkedAt,
      tookMs: proof.tookMs,
      kept: proof.kept,
      secondPairOfEyes: eyes,
    };
  });

  app.post('/studio/api/promotions/:code/copy', async (request, reply) => {
    const promotion = promotionOf(request, reply);
    if (!promotion || !allowed(request, reply, 'copy')) return reply;
    const body = (request.body ?? {}) as { code?: unknown; basePath?: unknown };
    const code = typeof body.code === 'string' ? body.code.trim() : '';
    const basePath = typeof body.basePath === 'string' ? body.basePath.trim().replace(/\/+$/, '') : '';
    if (!/^[A-Z]{3}[0-9]{5}$/.test(code) || !/^\/[a-z0-9-]+$/.test(basePath))
      return reply.code(400).send({ error: 'bad-request', message: 'A code like ABC00001 and a base path like /summer' });
    if ((await pointersOf(db, code)).live_hash || (await pointersOf(db, code)).draft_hash || options.promotions().some((p) => p.basePath === basePath))
      return reply.code(409).send({ error: 'taken', message: `${code} or ${basePath} is taken` });
    const { hash } = await workingVersion(promotion.code);
    const source = (await versionOf(db, hash as string)) as PackageSnapshot;
    // The working version may be a draft with problems: its promotion.json as far as it goes.
    const config = structuredClone(draftPromotionConfigOf(source.files));
    const oldBase = config.basePath;
    config.promotionCode = code;
    config.basePath = basePath;
    for (const locale of Object.values(config.locales ?? {})) {
      locale.promotionId = locale.promotionId.replace(promotion.code, code);
      if (locale.sitePath && oldBase !== undefined) locale.sitePath = locale.sitePath.replace(oldBase, basePath);
    }
    const stored = await importVersion(db, { code, files: { ...source.files, 'promotion.json': config } }, who(request));
    return { code, basePath, draft: stored.hash, note: 'Stored as a draft. A new promotion is served once it is published and the server restarted with its folder (npm run promotion -- export).' };
  });

  registerStudioPublishing(app, options, context);
  registerStudioPreviewApi(app, options, context);
}
