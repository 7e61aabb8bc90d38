import type { Db } from '../db/open-database';
import type { PurgePackage } from '../privacy/purge';
import { pointersOf, versionOf } from '../versions/version-store';

/**
 * The packages as the purge must read them: each with the promotion.json of its live version when the studio has
 * published one (a manager may have changed `settings.retention` since the folder was deployed), else the folder's.
 */
export async function withLiveRetention<T extends PurgePackage>(db: Db, packages: readonly T[]): Promise<T[]> {
  return Promise.all(
    packages.map(async (pkg) => {
      const live = (await pointersOf(db, pkg.code)).live_hash;
      const promotion = live ? (await versionOf(db, live))?.files['promotion.json'] : undefined;
      return promotion ? { ...pkg, package: { ...pkg.package, files: { ...pkg.package.files, 'promotion.json': promotion } } } : pkg;
    }),
  );
}
