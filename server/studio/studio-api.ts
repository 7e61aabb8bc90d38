import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/open-database';
import { checkSiteDefinitions, repoRoot, type DefinitionError } from '../../tooling/definitions/index';
import { impactDiff } from '../promotions/impact-diff';
import { writeSnapshot, type PackageSnapshot } from '../promotions/package-snapshot';
import { proveVersion } from '../promotions/prove-version';
import { DraftConflictError, historyOf, importVersion, listPromotions, pointersOf, publishVersion, PublishConflictError, rollbackVersion, saveDraft, schedulePublish, versionOf } from '../promotions/version-store';
import { createPreviewLink, revokePreviewLink, type PreviewSample } from './preview-links';

/** JSON with sorted keys: two flag sets compared whatever their order. */
const sortedJson = (value: Record<string, unknown>) => JSON.stringify(Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1))));

/** A promotion the server serves, as the studio lists it. */
export interface StudioPromotion {
  code: string;
  basePath: string;
  /** Locales with a site: where a preview opens. */
  sites: Array<{ locale: string; sitePath: string }>;
}

export interface StudioApiOptions {
  db: Db;
  promotions: () => StudioPromotion[];
  now: () => Date;
}

type Role = 'editor' | 'publisher';
/** The signed-in user (the studio's session guard sets it for every /studio/api/ request it lets through). */
const userOf = (request: FastifyRequest) => (request as { studioUser?: { email: string; role: Role } }).studioUser;

const isImage = (file: string) => file.startsWith('images/');
const jsonFilesOf = (files: Record<string, unknown>) => Object.fromEntries(Object.entries(files).filter(([file]) => !isImage(file)));

/** The checker on a set of package files, as on a folder: "file#pointer: message" with the file named as in the package. */
export async function checkFiles(code: string, files: Record<string, unknown>): Promise<DefinitionError[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-check-'));
  try {
    writeSnapshot({ code, files }, path.join(dir, code));
    const { errors } = await checkSiteDefinitions(path.join(dir, code));
    const prefix = `${path.relative(repoRoot, path.join(dir, code))}/`;
    return errors.map((error) => ({ ...error, file: error.file.startsWith(prefix) ? error.file.slice(prefix.length) : error.file }));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The studio's API (below /studio/api/, behind the session guard): promotions and their versions, the draft as
 * files (each save checked by the checker and stored by compare-and-set), the proof before a publish (impact diff,
 * checker, journey simulation), publish / schedule / rollback for publishers, history, preview links.
 */
export function registerStudioApi(app: FastifyInstance, options: StudioApiOptions): void {
  const { db, now } = options;
  const who = (request: FastifyRequest) => ({ actor: userOf(request)?.email ?? 'studio', now: now() });
  const promotionOf = (request: FastifyRequest, reply: FastifyReply) => {
    const code = (request.params as { code: string }).code;
    const promotion = options.promotions().find((p) => p.code === code);
    if (!promotion) void reply.code(404).send({ error: 'unknown-promotion', message: `No promotion ${code}` });
    return promotion;
  };
  const publisherOnly = (request: FastifyRequest, reply: FastifyReply) => {
    if (userOf(request)?.role === 'publisher') return true;
    void reply.code(403).send({ error: 'publisher-only', message: 'Only a publisher may publish, schedule or roll back' });
    return false;
  };
  /** The version an edit starts from: the draft, or live when there is none. */
  const workingVersion = async (code: string) => {
    const pointers = await pointersOf(db, code);
    return { pointers, hash: pointers.draft_hash ?? pointers.live_hash };
  };

  // The schemas the studio makes its forms from: promotion.json's and every widget's props.
  const schemas = {
    promotion: JSON.parse(fs.readFileSync(path.join(repoRoot, 'schemas/definition/promotion-config.schema.json'), 'utf8')),
    widgets: Object.fromEntries(
      fs
        .readdirSync(path.join(repoRoot, 'src/widgets'))
        .filter((type) => fs.existsSync(path.join(repoRoot, 'src/widgets', type, 'props.schema.json')))
        .map((type) => [type, JSON.parse(fs.readFileSync(path.join(repoRoot, 'src/widgets', type, 'props.schema.json'), 'utf8'))]),
    ),
  };
  app.get('/studio/api/schemas', async () => schemas);

  app.get('/studio/api/promotions', async () => {
    const rows = await listPromotions(db);
    const stored = new Map(rows.map((row) => [row.code, row]));
    const served = options.promotions();
    // Stored but not served (a copy, until the server is given its folder): listed too, at the address its version names.
    const notServed = await Promise.all(
      rows
        .filter((row) => !served.some((promotion) => promotion.code === row.code))
        .map(async (row) => {
          const version = await versionOf(db, (row.draft_hash ?? row.live_hash) as string);
          const basePath = (version?.files['promotion.json'] as { basePath?: string } | undefined)?.basePath ?? null;
          return { ...row, basePath, sites: [], served: false };
        }),
    );
    return {
      promotions: [...served.map((promotion) => ({ ...promotion, served: true, ...(stored.get(promotion.code) ?? { live_hash: null, draft_hash: null, published_at: null, published_by: null }) })), ...notServed],
    };
  });

  app.get('/studio/api/promotions/:code/draft', async (request, reply) => {
    const promotion = promotionOf(request, reply);
    if (!promotion) return reply;
    const { pointers, hash } = await workingVersion(promotion.code);
    if (!hash) return reply.code(404).send({ error: 'no-version', message: `${promotion.code} has no stored version` });
    const snapshot = (await versionOf(db, hash)) as PackageSnapshot;
    return { base: hash, live: pointers.live_hash, isDraft: pointers.draft_hash !== null, files: jsonFilesOf(snapshot.files), errors: await checkFiles(promotion.code, snapshot.files) };
  });

  app.put('/studio/api/promotions/:code/draft', async (request, reply) => {
    const promotion = promotionOf(request, reply);
    if (!promotion) return reply;
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
      return { base: hash, errors: await checkFiles(promotion.code, files) };
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
    const proof = await proveVersion(promotion.code, version.files);
    return {
      version: hash,
      live: pointers.live_hash,
      diff: live ? impactDiff(live, version) : undefined,
      checkerErrors: proof.checkerErrors,
      simulation: proof.simulation,
      ok: proof.ok && hash !== pointers.live_hash,
      report: proof.text,
    };
  });

  app.post('/studio/api/promotions/:code/publish', async (request, reply) => {
    const promotion = promotionOf(request, reply);
    if (!promotion || !publisherOnly(request, reply)) return reply;
    const body = (request.body ?? {}) as { version?: unknown; at?: unknown; expectedLive?: unknown };
    if (typeof body.version !== 'string') return reply.code(400).send({ error: 'bad-request', message: 'Send { version, at? }' });
    const version = await versionOf(db, body.version);
    if (!version || version.code !== promotion.code) return reply.code(400).send({ error: 'bad-request', message: `${promotion.code} has no version ${body.version}` });
    // The same proof the command line asks for: a version with a checker error or a failing journey is not published.
    const proof = await proveVersion(promotion.code, version.files);
    if (!proof.ok) return reply.code(422).send({ error: 'not-proven', message: 'The checker or a journey fails: not published', report: proof.text, checkerErrors: proof.checkerErrors, simulation: proof.simulation });
    if (typeof body.at === 'string' && body.at) {
      const at = new Date(body.at);
      if (Number.isNaN(at.getTime())) return reply.code(400).send({ error: 'bad-request', message: 'at must be an ISO time' });
      await schedulePublish(db, promotion.code, body.version, at, who(request));
      return { scheduled: at.toISOString(), ...(await pointersOf(db, promotion.code)) };
    }
    try {
      const expectedLive = typeof body.expectedLive === 'string' || body.expectedLive === null ? (body.expectedLive as string | null) : undefined;
      await publishVersion(db, promotion.code, body.version, who(request), { expectedLive });
    } catch (error) {
      if (error instanceof PublishConflictError) return reply.code(409).send({ error: 'conflict', message: error.message });
      throw error;
    }
    return pointersOf(db, promotion.code);
  });

  app.post('/studio/api/promotions/:code/rollback', async (request, reply) => {
    const promotion = promotionOf(request, reply);
    if (!promotion || !publisherOnly(request, reply)) return reply;
    try {
      await rollbackVersion(db, promotion.code, who(request));
    } catch (error) {
      return reply.code(409).send({ error: 'no-rollback', message: (error as Error).message });
    }
    return pointersOf(db, promotion.code);
  });

  app.get('/studio/api/promotions/:code/history', async (request, reply) => {
    const promotion = promotionOf(request, reply);
    if (!promotion) return reply;
    return { history: (await historyOf(db, promotion.code)).reverse() };
  });

  app.post('/studio/api/promotions/:code/preview-links', async (request, reply) => {
    const promotion = promotionOf(request, reply);
    if (!promotion) return reply;
    const body = (request.body ?? {}) as { version?: unknown; flags?: unknown; hours?: unknown; at?: { flow?: unknown; step?: unknown; locale?: unknown } };
    const version = typeof body.version === 'string' ? await versionOf(db, body.version) : undefined;
    if (!version || version.code !== promotion.code) return reply.code(400).send({ error: 'bad-request', message: 'Send { version, flags?, hours? }' });
    const flags = Object.fromEntries(Object.entries((body.flags ?? {}) as Record<string, unknown>).filter(([, on]) => typeof on === 'boolean')) as Record<string, boolean>;
    // A preview shows what the engine would serve: a version the checker refuses cannot be served.
    const problems = await checkFiles(promotion.code, version.files);
    if (problems.length) return reply.code(422).send({ error: 'not-servable', message: `Fix the ${problems.length} problem(s) of this draft first: a version the checker refuses cannot be previewed`, errors: problems });
    // A jump to a step starts from the answers the journey simulation gave on its way there, with these flags.
    let sample: PreviewSample | undefined;
    if (body.at) {
      const { flow, step, locale } = body.at;
      if (typeof flow !== 'string' || typeof step !== 'string' || typeof locale !== 'string') return reply.code(400).send({ error: 'bad-request', message: 'at needs { flow, step, locale }' });
      const proof = await proveVersion(promotion.code, version.files, { samples: true });
      const promotionFlags = ((version.files['promotion.json'] as { flags?: Record<string, boolean> }).flags ?? {});
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
    const revoked = await revokePreviewLink(db, promotion.code, (request.params as { token: string }).token, now());
    return reply.code(revoked ? 204 : 404).send();
  });

  app.post('/studio/api/promotions/:code/copy', async (request, reply) => {
    const promotion = promotionOf(request, reply);
    if (!promotion) return reply;
    const body = (request.body ?? {}) as { code?: unknown; basePath?: unknown };
    const code = typeof body.code === 'string' ? body.code.trim() : '';
    const basePath = typeof body.basePath === 'string' ? body.basePath.trim().replace(/\/+$/, '') : '';
    if (!/^[A-Z]{3}[0-9]{5}$/.test(code) || !/^\/[a-z0-9-]+$/.test(basePath))
      return reply.code(400).send({ error: 'bad-request', message: 'A code like ABC00001 and a base path like /summer' });
    if ((await pointersOf(db, code)).live_hash || (await pointersOf(db, code)).draft_hash || options.promotions().some((p) => p.basePath === basePath))
      return reply.code(409).send({ error: 'taken', message: `${code} or ${basePath} is taken` });
    const { hash } = await workingVersion(promotion.code);
    const source = (await versionOf(db, hash as string)) as PackageSnapshot;
    const config = structuredClone(source.files['promotion.json']) as { promotionCode: string; basePath: string; locales: Record<string, { promotionId: string; sitePath?: string }> };
    const oldBase = config.basePath;
    config.promotionCode = code;
    config.basePath = basePath;
    for (const locale of Object.values(config.locales)) {
      locale.promotionId = locale.promotionId.replace(promotion.code, code);
      if (locale.sitePath) locale.sitePath = locale.sitePath.replace(oldBase, basePath);
    }
    const stored = await importVersion(db, { code, files: { ...source.files, 'promotion.json': config } }, who(request));
    return { code, basePath, draft: stored.hash, note: 'Stored as a draft. A new promotion is served once it is published and the server restarted with its folder (npm run promotion -- export).' };
  });
}
