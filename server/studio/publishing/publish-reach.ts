import type { Db } from '../../db/open-database';
import { withBaseChange } from '../../../core/package/baseChange';
import type { PackageSnapshot } from '../../versions/package-snapshot';
import { DraftConflictError, publishVersion, PublishConflictError, saveDraft, versionOf, type Who } from '../../versions/version-store';
import type { ProvenReach } from '../review/base-reach';

/**
 * A base's change, once the base is live, made live in every promotion it reaches: each one's proven version (its
 * live version with the change carried in, stored by its proof) published by compare-and-set on the live version it was made
 * from, the history naming the base; a draft waiting takes the change too, so publishing it later does not undo it
 * (a draft saved meanwhile keeps what it has). Answers the codes published, and those someone else published
 * meanwhile (they keep what they have).
 */
export async function publishReach(db: Db, base: { code: string; before: PackageSnapshot; after: PackageSnapshot; version: string }, reached: ProvenReach[], who: Who): Promise<{ published: string[]; conflicts: string[] }> {
  const published: string[] = [];
  const conflicts: string[] = [];
  const detail = { base: { code: base.code, version: base.version } };
  for (const promotion of reached.filter((p) => p.version !== p.live)) {
    try {
      if (await publishVersion(db, promotion.code, promotion.version, who, { expectedLive: promotion.live, detail })) published.push(promotion.code);
    } catch (error) {
      if (!(error instanceof PublishConflictError)) throw error;
      conflicts.push(promotion.code);
      continue;
    }
    const draft = promotion.draft ? await versionOf(db, promotion.draft) : undefined;
    if (!promotion.draft || !draft) continue;
    try {
      await saveDraft(db, { code: promotion.code, files: withBaseChange(base.before.files, base.after.files, draft.files) }, promotion.draft, who, 'save', detail);
    } catch (error) {
      if (!(error instanceof DraftConflictError)) throw error;
    }
  }
  return { published, conflicts };
}
