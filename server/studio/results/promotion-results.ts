import { sql } from 'kysely';
import { isPostgres } from '../../db/dialect';
import type { Db } from '../../db/open-database';
import { pointersOf, versionOf } from '../../versions/version-store';

export interface ResultsFilter {
  code: string;
  /** yyyy-MM-dd, inclusive, UTC days. */
  from: string;
  to: string;
  locale?: string;
  version?: string;
}

export interface StepResult {
  step: string;
  /** Times the step was shown. */
  reached: number;
  /** Continues that passed (a survey: answered). */
  continued: number;
  skipped: number;
  /** reached - continued - skipped (never below 0): where customers stopped. */
  stopped: number;
  /** Continues refused. */
  refused: number;
}

export interface PromotionResults {
  filter: ResultsFilter;
  steps: StepResult[];
  pages: Array<{ page: string; shown: number }>;
  /** Claims submitted, as the site counted them. */
  submitted: number;
  /** Per step, the fields named by refused Continues, most often first. */
  fieldErrors: Array<{ step: string; field: string; refusals: number }>;
  /** From the claims themselves; every day of the range. */
  claims: number;
  claimsPerDay: Array<{ day: string; claims: number }>;
  claimsByStatus: Array<{ status: string; claims: number }>;
  rewardMethods: Array<{ method: string; claims: number }>;
  /** Publishes and rollbacks within the range: marked on the claims' time line. */
  publishes: Array<{ at: string; action: string; version: string | null }>;
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const flowSteps = new Map<string, string[]>();

/** The steps of a version's flows in order (a version never changes: read once). */
async function stepsOfVersion(db: Db, hash: string | null | undefined): Promise<string[]> {
  if (!hash) return [];
  let steps = flowSteps.get(hash);
  if (!steps) {
    const snapshot = await versionOf(db, hash);
    steps = Object.entries(snapshot?.files ?? {})
      .filter(([file]) => file.startsWith('flows/'))
      .flatMap(([, flow]) => ((flow as { steps?: unknown }).steps as string[] | undefined) ?? []);
    flowSteps.set(hash, steps);
  }
  return steps;
}

/**
 * The figures of the studio's Results screen: the funnel and the refused fields from the counted site events
 * (their daily sums, usage_daily), the claims per day, by status and by reward method from the claims, the publishes from the
 * history. Days are UTC days.
 */
export async function promotionResults(db: Db, filter: ResultsFilter): Promise<PromotionResults> {
  const { code, from, to, locale, version } = filter;
  const end = nextDay(to);
  const counts = await db
    .selectFrom('usage_daily')
    .select(['screen', 'event', 'field', sql<number>`sum(n)`.as('n')])
    .where('code', '=', code)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .$if(locale !== undefined, (q) => q.where('locale', '=', locale as string))
    .$if(version !== undefined, (q) => q.where('version', '=', version as string))
    .groupBy(['screen', 'event', 'field'])
    .execute();

  const order = await stepsOfVersion(db, version ?? (await pointersOf(db, code)).live_hash);
  const byStep = new Map<string, StepResult>(order.map((step) => [step, { step, reached: 0, continued: 0, skipped: 0, stopped: 0, refused: 0 }]));
  const stepOf = (step: string) => {
    let result = byStep.get(step);
    if (!result) byStep.set(step, (result = { step, reached: 0, continued: 0, skipped: 0, stopped: 0, refused: 0 }));
    return result;
  };
  const shownOnly = new Map<string, number>();
  const fieldErrors: PromotionResults['fieldErrors'] = [];
  let submitted = 0;
  for (const row of counts) {
    const n = Number(row.n);
    if (row.event === 'submitted') submitted += n;
    else if (row.event === 'refused' && row.field) fieldErrors.push({ step: row.screen, field: row.field, refusals: n });
    else if (row.event === 'refused') stepOf(row.screen).refused += n;
    else if (row.event === 'continued') stepOf(row.screen).continued += n;
    else if (row.event === 'skipped') stepOf(row.screen).skipped += n;
    else if (row.event === 'shown') shownOnly.set(row.screen, (shownOnly.get(row.screen) ?? 0) + n);
  }
  // A screen shown and never continued, skipped or refused is a step only if a flow names it; otherwise a page.
  const pages: PromotionResults['pages'] = [];
  for (const [screen, n] of shownOnly) {
    if (byStep.has(screen)) stepOf(screen).reached = n;
    else pages.push({ page: screen, shown: n });
  }
  const steps = [...byStep.values()].map((step) => ({ ...step, stopped: Math.max(0, step.reached - step.continued - step.skipped) }));
  const rank = new Map(steps.map((step, i) => [step.step, i]));
  fieldErrors.sort((a, b) => (rank.get(a.step) ?? 0) - (rank.get(b.step) ?? 0) || b.refusals - a.refusals || a.field.localeCompare(b.field));
  pages.sort((a, b) => b.shown - a.shown || a.page.localeCompare(b.page));

  const claims = db
    .selectFrom('claims')
    .innerJoin('promotions', 'promotions.id', 'claims.promotion_id')
    .where('promotions.code', '=', code)
    .where('claims.created_at', '>=', from)
    .where('claims.created_at', '<', end)
    .$if(locale !== undefined, (q) => q.where('promotions.locale', '=', locale as string))
    .$if(version !== undefined, (q) => q.where('claims.promotion_version', '=', version as string));
  const day = sql<string>`substr(claims.created_at, 1, 10)`;
  const method = isPostgres(db) ? sql<string>`(claims.payload::json -> 'reward_method' ->> 'method')` : sql<string>`json_extract(claims.payload, '$.reward_method.method')`;
  const [perDay, byStatus, byMethod, history] = await Promise.all([
    claims.select([day.as('day'), sql<number>`count(*)`.as('claims')]).groupBy(day).orderBy(day).execute(),
    claims.select(['claims.status as status', sql<number>`count(*)`.as('claims')]).groupBy('claims.status').orderBy('claims.status').execute(),
    claims.select([method.as('method'), sql<number>`count(*)`.as('claims')]).groupBy(method).orderBy(method).execute(),
    db
      .selectFrom('promotion_history')
      .select(['at', 'action', 'to_hash'])
      .where('code', '=', code)
      .where('action', 'in', ['publish', 'rollback'])
      .where('at', '>=', from)
      .where('at', '<', end)
      .orderBy('at')
      .execute(),
  ]);
  // Every day of the range, days without claims too: the time line has no gaps.
  const onDay = new Map(perDay.map((row) => [row.day, Number(row.claims)]));
  const claimsPerDay: PromotionResults['claimsPerDay'] = [];
  for (let day = from; day < end; day = nextDay(day)) claimsPerDay.push({ day, claims: onDay.get(day) ?? 0 });
  return {
    filter,
    steps,
    pages,
    submitted,
    fieldErrors,
    claims: claimsPerDay.reduce((sum, row) => sum + row.claims, 0),
    claimsPerDay,
    claimsByStatus: byStatus.map((row) => ({ status: row.status, claims: Number(row.claims) })),
    rewardMethods: byMethod.map((row) => ({ method: row.method ?? 'none', claims: Number(row.claims) })),
    publishes: history.map((row) => ({ at: row.at, action: row.action, version: row.to_hash })),
  };
}

/** The versions a promotion has had live (publishes, rollbacks, the first import), newest first: the screen's choices. */
export async function liveVersionsOf(db: Db, code: string): Promise<Array<{ version: string; since: string; action: string }>> {
  const rows = await db
    .selectFrom('promotion_history')
    .select(['at', 'action', 'to_hash'])
    .where('code', '=', code)
    .where('action', 'in', ['publish', 'rollback', 'import'])
    .where('to_hash', 'is not', null)
    .orderBy('id', 'desc')
    .execute();
  const { live_hash } = await pointersOf(db, code);
  const seen = new Set<string>();
  const versions = [];
  for (const row of rows) {
    const version = row.to_hash as string;
    // An import made only a draft unless it is what went live.
    if (seen.has(version) || (row.action === 'import' && version !== live_hash)) continue;
    seen.add(version);
    versions.push({ version, since: row.at, action: row.action });
  }
  return versions;
}
