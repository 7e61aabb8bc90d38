import { withBaseChange } from '../../../core/package/baseChange';
import { formatJourney } from '../../../core/simulation/formatReport';
import type { Db } from '../../db/open-database';
import { hashOf, type PackageSnapshot } from '../../versions/package-snapshot';
import type { KeptProof, VersionChecks } from '../../versions/version-checks';
import { pointersOf, storeVersion, versionOf, type Who } from '../../versions/version-store';
import { promotionSummaryOf } from '../list/promotion-summary';
import type { StudioPromotion } from '../studio-context';
import { reviewOf, type Review } from './review-changes';

/** A promotion a base's change reaches: it extends the base, directly or through other bases. */
export interface ReachedPromotion {
  code: string;
  /** Its site's title, as the list names it. */
  name: string | null;
  /** The bases between it and the changed base, nearest first (none when it extends the base itself). */
  through: string[];
  /** Its live version, and the version it becomes with the base's change carried in (the same when nothing changes for it). */
  live: string;
  version: string;
  files: Record<string, unknown>;
  /** What changes for its customers, as its own review would list it. */
  review: Review;
  /** Its draft waiting, when it has one: the change is carried into it too when the base goes live. */
  draft: string | null;
}

/**
 * Every promotion served here that extends `base` (its folder's `extends`, followed through other bases), with what
 * the base's change from its live version (`before`) to `after` does to each: the promotion's live version with every
 * value it inherits from the base following it and every value it sets itself kept (core/package/baseChange.ts), and
 * the review of that against its live version. Nothing is stored.
 */
export async function reachOf(db: Db, promotions: StudioPromotion[], base: string, before: PackageSnapshot, after: PackageSnapshot): Promise<ReachedPromotion[]> {
  const reached: ReachedPromotion[] = [];
  for (const promotion of promotions.filter((p) => p.bases?.includes(base)).sort((a, b) => a.code.localeCompare(b.code))) {
    const pointers = await pointersOf(db, promotion.code);
    const live = pointers.live_hash ? await versionOf(db, pointers.live_hash) : undefined;
    if (!pointers.live_hash || !live) continue;
    const files = withBaseChange(before.files, after.files, live.files);
    const version = hashOf({ code: promotion.code, files });
    reached.push({
      code: promotion.code,
      name: promotionSummaryOf(live.files).name,
      through: (promotion.bases ?? []).slice(0, promotion.bases?.indexOf(base)),
      live: pointers.live_hash,
      version,
      files,
      review: reviewOf(live, { code: promotion.code, files }),
      draft: pointers.draft_hash,
    });
  }
  return reached;
}

/** A reached promotion with the proof of the version it becomes (none needed when nothing changes for it). */
export interface ProvenReach extends ReachedPromotion {
  proof?: KeptProof;
}

/**
 * The checker and every journey, for each reached promotion the change changes: its version stored (immutable, no
 * pointer moved) and proven, the proof kept per version as any other.
 */
export async function provenReach(db: Db, checks: VersionChecks, reached: ReachedPromotion[], who: Who): Promise<ProvenReach[]> {
  const proven: ProvenReach[] = [];
  for (const promotion of reached) {
    if (promotion.version === promotion.live) {
      proven.push(promotion);
      continue;
    }
    await storeVersion(db, { code: promotion.code, files: promotion.files }, who);
    proven.push({ ...promotion, proof: await checks.proofOf(promotion.code, promotion.version, promotion.files) });
  }
  return proven;
}

/** Why a base's change may not go live, naming the first promotion it breaks and how (a checker error, or a journey); undefined when none. */
export function reachRefusal(reached: ProvenReach[]): string | undefined {
  const broken = reached.find((p) => p.proof && !p.proof.ok);
  if (!broken?.proof) return undefined;
  const failure = broken.proof.simulation?.failures[0];
  const how = broken.proof.checkerErrors.length
    ? `the checker refuses it: ${broken.proof.checkerErrors[0]}`
    : failure
      ? `a journey fails: ${failure.kind}: ${failure.message}${failure.journey ? ` (journey ${formatJourney(failure.journey)})` : ''}`
      : 'it is not proven';
  return `Not published: the change breaks ${broken.code}${broken.name ? ` (${broken.name})` : ''}, which extends this base: ${how}`;
}

/** The promotions a package's change from `before` to `after` reaches, each proven; none when nothing extends it. */
export async function provenReachOf(db: Db, promotions: StudioPromotion[], checks: VersionChecks, who: Who, base: string, before: PackageSnapshot | undefined, after: PackageSnapshot): Promise<ProvenReach[]> {
  if (!before || !promotions.some((p) => p.bases?.includes(base))) return [];
  return provenReach(db, checks, await reachOf(db, promotions, base, before, after), who);
}

/** A reached promotion as the studio's API answers it (openapi/studio-api.yaml ReachedPromotion). */
export function reachAnswer({ files: _files, proof, ...promotion }: ProvenReach) {
  return {
    ...promotion,
    changes: promotion.version !== promotion.live,
    ok: proof?.ok ?? true,
    checkerErrors: proof?.checkerErrors ?? [],
    simulation: proof?.simulation && { summary: proof.simulation.summary, failures: proof.simulation.failures },
    report: proof?.text ?? '',
  };
}
