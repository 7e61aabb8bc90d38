import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { Db } from '../db/open-database';
import type { ProveVersion, VersionProof } from './prove-version';

/** A version's proof as the studio shows it: when it was made and whether it came from the store. */
export interface KeptProof extends VersionProof {
  checkedAt: string;
  tookMs: number;
  /** True when this proof was made earlier (by this or another instance) for the same content and server code. */
  kept: boolean;
}

/**
 * The server code a proof was made with: the running entry file's own hash (dist-server/main.mjs bundles the checker and
 * the simulation), so a new build proves each version again and an old proof never vouches for new rules.
 */
export function engineId(entry = process.argv[1]): string {
  try {
    return createHash('sha256').update(fs.readFileSync(entry)).digest('hex').slice(0, 16);
  } catch {
    return 'unknown';
  }
}

/**
 * Proofs kept by content hash: the checker and every journey run once per version and server build, whichever
 * instance asks; the same check asked twice at once runs once.
 */
export function versionChecks(db: Db, prove: ProveVersion, options: { engine?: string; now?: () => Date } = {}) {
  const engine = options.engine ?? engineId();
  const now = options.now ?? (() => new Date());
  const running = new Map<string, Promise<KeptProof>>();

  const stored = async (hash: string): Promise<KeptProof | undefined> => {
    const row = await db.selectFrom('version_checks').selectAll().where('hash', '=', hash).where('engine', '=', engine).executeTakeFirst();
    return row ? { ...(JSON.parse(row.proof) as VersionProof), checkedAt: row.checked_at, tookMs: row.took_ms, kept: true } : undefined;
  };

  const run = async (code: string, hash: string, files: Record<string, unknown>): Promise<KeptProof> => {
    const started = Date.now();
    const proof = await prove(code, files);
    const kept: KeptProof = { ...proof, checkedAt: now().toISOString(), tookMs: Date.now() - started, kept: false };
    await db
      .insertInto('version_checks')
      .values({ hash, engine, ok: proof.ok ? 1 : 0, proof: JSON.stringify(proof), checked_at: kept.checkedAt, took_ms: kept.tookMs })
      .onConflict((oc) => oc.columns(['hash', 'engine']).doNothing())
      .execute();
    return kept;
  };

  return {
    /** The kept proof of a version, or a new one. */
    async proofOf(code: string, hash: string, files: Record<string, unknown>): Promise<KeptProof> {
      const known = await stored(hash);
      if (known) return known;
      const pending = running.get(hash) ?? run(code, hash, files).finally(() => running.delete(hash));
      running.set(hash, pending);
      return pending;
    },
    /** The kept proof of a version without making one. */
    keptProofOf: stored,
  };
}

export type VersionChecks = ReturnType<typeof versionChecks>;
