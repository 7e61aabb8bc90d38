import { draftPromotionConfigOf } from '../../../core/package/promotionConfig';
import type { Db } from '../../db/open-database';
import type { PackageSnapshot } from '../../versions/package-snapshot';
import { lastChangeOf } from '../../versions/version-store';

// Read from a draft as far as it goes: a promotion.json broken elsewhere still asks for it.
const asksForIt = (version: PackageSnapshot | undefined) => version !== undefined && draftPromotionConfigOf(version.files).publishing?.secondPairOfEyes === true;

/**
 * The second pair of eyes on a version about to go live: required when the live version or the version itself has
 * `publishing.secondPairOfEyes` on (a draft cannot switch it off for itself); then whoever made the version's last
 * change may not be the one who publishes it.
 */
export async function secondPairOfEyes(db: Db, live: PackageSnapshot | undefined, version: PackageSnapshot, hash: string, publisher: string) {
  const required = asksForIt(live) || asksForIt(version);
  const lastChange = await lastChangeOf(db, hash);
  return { required, lastChangeBy: lastChange?.actor ?? null, blocked: required && lastChange?.actor === publisher };
}
