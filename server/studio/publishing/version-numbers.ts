import type { Db } from '../../db/open-database';

export interface NumberedVersion {
  hash: string;
  number: number;
  created_at: string;
  created_by: string;
}

/**
 * A promotion's versions a manager can follow, numbered 1, 2, 3 … in the order they were first checked ("Check this
 * draft": a kept proof, passed or not) or published (a rollback too): the autosaves between are not numbered. The
 * live version always has a number.
 */
export async function numberedVersions(db: Db, code: string): Promise<NumberedVersion[]> {
  const [checked, published, versions, pointers] = await Promise.all([
    db.selectFrom('version_checks').innerJoin('promotion_versions', 'promotion_versions.hash', 'version_checks.hash').select(['version_checks.hash as hash', 'version_checks.checked_at as at']).where('promotion_versions.code', '=', code).execute(),
    db.selectFrom('promotion_history').select(['to_hash as hash', 'at']).where('code', '=', code).where('action', 'in', ['publish', 'rollback']).where('to_hash', 'is not', null).execute(),
    db.selectFrom('promotion_versions').select(['hash', 'created_at', 'created_by']).where('code', '=', code).execute(),
    db.selectFrom('promotion_pointers').select('live_hash').where('code', '=', code).executeTakeFirst(),
  ]);
  const first = new Map<string, string>();
  for (const { hash, at } of [...checked, ...published]) if (hash && (!first.has(hash) || at < (first.get(hash) as string))) first.set(hash, at);
  const byHash = new Map(versions.map((version) => [version.hash, version]));
  if (pointers?.live_hash && !first.has(pointers.live_hash)) first.set(pointers.live_hash, byHash.get(pointers.live_hash)?.created_at ?? '');
  return [...first]
    .filter(([hash]) => byHash.has(hash))
    .sort(([a, x], [b, y]) => (x < y ? -1 : x > y ? 1 : a < b ? -1 : a > b ? 1 : 0))
    .map(([hash], index) => ({ ...(byHash.get(hash) as Omit<NumberedVersion, 'number'>), number: index + 1 }));
}
