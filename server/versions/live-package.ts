import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/open-database';
import { seed } from '../db/seed';
import { checkPackage, formatDefinitionErrors, type LoadResult } from '../../core/node/definitions/index';
import { packageOfFiles, storedFilesOf, type PromotionPackage } from '../../core/node/package/promotionPackage';
import { hashOf } from './package-snapshot';
import { servedPromotionOf, type ServedPromotion } from '../packages/promotion-package';
import { fireDueSchedules, importVersion, pointersOf, publishVersion, PublishConflictError, versionOf } from './version-store';
import { createLivePoll, type LivePoll } from './live-poll';

export { LIVE_CHECK_MS } from './live-poll';

/** A package as served now: its live version, swapped whole when another version goes live. */
export interface LivePackage {
  current(): ServedPromotion;
  /** Looks at the live pointer now and serves what it names (also every LIVE_CHECK_MS). */
  refresh(): Promise<void>;
  /** Any stored version of the promotion as a package (a studio preview), checked as a live one would be. */
  versionPackage(version: string): Promise<ServedPromotion>;
  /** The version served, and the last version that failed to load on this instance (it stays on the one it has). */
  health(): { live: string | undefined; failed?: { version: string; error: string } };
  stop(): void;
}

/** A package served as its folder is, with no versions (test apps). */
export function folderPackage(pkg: ServedPromotion): LivePackage {
  return {
    current: () => pkg,
    refresh: async () => undefined,
    versionPackage: async (version) => {
      if (version !== pkg.version) throw new Error(`${pkg.code} serves its folder only, not version ${version}`);
      return pkg;
    },
    health: () => ({ live: pkg.version }),
    stop: () => undefined,
  };
}

/**
 * Files stay the way in: the folder's content is stored as a version (a draft once the promotion is live) and the
 * promotion's live version is served, whichever it is. A version that fails to load (unreadable, refused by the
 * checker) leaves the instance on the version it serves, logged and reported by /healthz.
 */
export async function livePackage(db: Db, folder: ServedPromotion, options: { log: FastifyBaseLogger; now?: () => Date; check?: (pkg: PromotionPackage) => Promise<LoadResult>; versionOf?: (pkg: PromotionPackage) => string; poll?: LivePoll }): Promise<LivePackage> {
  const now = options.now ?? (() => new Date());
  const check = options.check ?? checkPackage;
  const who = { actor: 'server (folder)', now: now() };
  const snapshot = { code: folder.code, files: storedFilesOf(folder.package) };
  const folderVersion = options.versionOf?.(folder.package) ?? hashOf(snapshot);
  await importVersion(db, snapshot, who, folderVersion);
  if (!(await pointersOf(db, folder.code)).live_hash) {
    try {
      await publishVersion(db, folder.code, folderVersion, who, { expectedLive: null });
    } catch (error) {
      if (!(error instanceof PublishConflictError)) throw error; // another instance published it first
    }
  }

  let served: ServedPromotion = { ...folder, version: folderVersion };
  let failed: { version: string; error: string } | undefined;

  /** A stored version as a package: checked as a folder would be, then served (nothing of it written anywhere). */
  const load = async (version: string): Promise<ServedPromotion> => {
    if (version === folderVersion) return { ...folder, version };
    const stored = await versionOf(db, version);
    if (!stored) throw new Error(`version ${version} is not stored`);
    const model = packageOfFiles(stored.files);
    const { definitions, errors } = await check(model);
    if (errors.length) throw new Error(`the checker refuses it:\n${formatDefinitionErrors(errors)}`);
    const pkg = servedPromotionOf(model, definitions);
    if (pkg.basePath !== folder.basePath) throw new Error(`its base path ${pkg.basePath} is not ${folder.basePath}: restart the server to move the promotion`);
    return { ...pkg, version };
  };

  /** Serves the version the live pointer names (a page's question asks this: one read, nothing more; the poll read it already). */
  const serve = async (live: string | null) => {
    if (!live || live === served.version || live === failed?.version) return;
    try {
      const next = await load(live);
      await seed(db, [next]);
      served = next;
      failed = undefined;
      options.log.info({ promotion: folder.code, version: live }, 'serving a new live version');
    } catch (error) {
      failed = { version: live, error: (error as Error).message };
      options.log.error({ promotion: folder.code, version: live, err: { message: failed.error } }, 'the live version failed to load; serving the previous one');
    }
  };
  const refresh = async () => serve((await pointersOf(db, folder.code)).live_hash);
  // Scheduled publishes are fired at start (one due during a restart) and by the periodic look (one for every
  // promotion served: ./live-poll.ts), never on a customer's request.
  await fireDueSchedules(db, folder.code, now());
  await refresh();
  const ownPoll = options.poll ? undefined : createLivePoll(db, options);
  (options.poll ?? ownPoll)!.watch(folder.code, serve);
  const loaded = new Map<string, Promise<ServedPromotion>>();
  const versionPackage = (version: string) => {
    let pkg = loaded.get(version);
    if (!pkg) {
      if (loaded.size > 16) loaded.clear();
      pkg = load(version);
      pkg.catch(() => loaded.delete(version));
      loaded.set(version, pkg);
    }
    return pkg;
  };
  return { current: () => served, refresh, versionPackage, health: () => ({ live: served.version, ...(failed ? { failed } : {}) }), stop: () => ownPoll?.stop() };
}
