import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/open-database';
import type { PackageSnapshot } from '../versions/package-snapshot';
import type { ProveVersion } from '../versions/prove-version';
import type { VersionChecks } from '../versions/version-checks';
import { pointersOf, versionOf } from '../versions/version-store';

/** A promotion the server serves, as the studio lists it. */
export interface StudioPromotion {
  code: string;
  basePath: string;
  /** Locales with a site: where a preview opens. */
  sites: Array<{ locale: string; sitePath: string }>;
  /** The version served (its hash), when served from stored versions. */
  version?: string;
  /** The served package's files: what the list reads its brand, name and claim window from. */
  files?: Record<string, unknown>;
  /** The codes of the bases its folder extends (`extends`), nearest first: a change to one of them reaches it. */
  bases?: string[];
}

export interface StudioApiOptions {
  db: Db;
  promotions: () => StudioPromotion[];
  now: () => Date;
  checks: VersionChecks;
  /** Proves a version (checker + journeys): handed in by server/main.ts. */
  prove: ProveVersion;
}

export const isImage = (file: string) => file.startsWith('images/');
export const jsonFilesOf = (files: Record<string, unknown>) => Object.fromEntries(Object.entries(files).filter(([file]) => !isImage(file)));

/** What the studio's routes share: the promotion a route names, who asks, the version an edit starts from. */
export function studioContext(options: StudioApiOptions) {
  const { db, now } = options;
  return {
    who: (request: FastifyRequest) => ({ actor: request.studioUser?.email ?? 'studio', now: now() }),
    promotionOf(request: FastifyRequest, reply: FastifyReply) {
      const code = (request.params as { code: string }).code;
      const promotion = options.promotions().find((p) => p.code === code);
      if (!promotion) void reply.code(404).send({ error: 'unknown-promotion', message: `No promotion ${code}` });
      return promotion;
    },
    /** The version an edit starts from: the draft, or live when there is none. */
    async workingVersion(code: string) {
      const pointers = await pointersOf(db, code);
      return { pointers, hash: pointers.draft_hash ?? pointers.live_hash };
    },
    /** A stored version of this promotion, or undefined (a version of another promotion is none of this one's). */
    async versionOfPromotion(code: string, hash: unknown): Promise<PackageSnapshot | undefined> {
      if (typeof hash !== 'string' || !/^[0-9a-f]{8,64}$/.test(hash)) return undefined;
      const version = await versionOf(db, hash);
      return version?.code === code ? version : undefined;
    },
  };
}

export type StudioContext = ReturnType<typeof studioContext>;
