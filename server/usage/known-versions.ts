import type { Db } from '../db/open-database';

/** How often an unknown version may make the stored versions be read again. */
const REREAD_MS = 5000;

/**
 * The stored versions of one promotion, read again (at most every few seconds) when a version not seen yet is asked
 * about: a page made from a version published since is known at once, made-up versions cost no query each.
 */
export function knownVersions(db: Db, code: string) {
  let known = new Set<string>();
  let readAt = 0;
  return {
    async has(version: string): Promise<boolean> {
      if (known.has(version)) return true;
      if (Date.now() - readAt < REREAD_MS) return false;
      readAt = Date.now();
      const rows = await db.selectFrom('promotion_versions').select('hash').where('code', '=', code).execute();
      known = new Set(rows.map((row) => row.hash));
      return known.has(version);
    },
  };
}
