import type { FastifyInstance } from 'fastify';
import { listPromotions, versionOf } from '../../versions/version-store';
import type { StudioApiOptions, StudioPromotion } from '../studio-context';
import { claimsSince } from './claims-since';
import { pageOfPromotions, PROMOTION_SORTS, PROMOTION_STATES, statesOf, type ListedPromotion, type ListQuery, type PromotionSort, type PromotionState } from './promotion-list';
import { promotionSummaryOf, type PromotionSummary } from './promotion-summary';

const WEEK_MS = 7 * 86_400_000;
const MAX_PAGE_SIZE = 100;

/** The list's query from the address's parameters, or what is wrong with them. */
export function listQueryOf(raw: Record<string, unknown>): ListQuery | { error: string } {
  const one = (name: string) => (Array.isArray(raw[name]) ? (raw[name] as unknown[])[0] : raw[name]);
  const q = one('q') ?? '';
  if (typeof q !== 'string' || q.length > 100) return { error: 'q is the words to search for, at most 100 characters' };
  const state = one('state');
  if (state !== undefined && state !== '' && !PROMOTION_STATES.includes(state as PromotionState)) return { error: `state is one of ${PROMOTION_STATES.join(', ')}` };
  const sort = one('sort') ?? 'code';
  if (!PROMOTION_SORTS.includes(sort as PromotionSort)) return { error: `sort is one of ${PROMOTION_SORTS.join(', ')}` };
  const order = one('order') ?? 'asc';
  if (order !== 'asc' && order !== 'desc') return { error: 'order is asc or desc' };
  const page = Number(one('page') ?? 1);
  if (!Number.isInteger(page) || page < 1 || page > 100_000) return { error: 'page is a whole number from 1' };
  const pageSize = Number(one('pageSize') ?? 25);
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE) return { error: `pageSize is a whole number from 1 to ${MAX_PAGE_SIZE}` };
  return { q: q.trim(), state: state ? (state as PromotionState) : undefined, sort: sort as PromotionSort, order, page, pageSize };
}

/**
 * GET /studio/api/promotions: the studio's list of promotions, searched, filtered by state, sorted and paged on the
 * server. Every promotion the server serves and every one stored but not served yet (a copy, until the server is given
 * its folder); each with its brand, name, claim window, states and the claims received in the last 7 days. What a
 * version says is read once per version (versions never change).
 */
export function registerPromotionListApi(app: FastifyInstance, options: StudioApiOptions): void {
  const { db } = options;
  const summaries = new Map<string, PromotionSummary>();
  const summaryOfVersion = async (hash: string | null): Promise<PromotionSummary | undefined> => {
    if (!hash) return undefined;
    let summary = summaries.get(hash);
    if (!summary) {
      const version = await versionOf(db, hash);
      if (!version) return undefined;
      summaries.set(hash, (summary = promotionSummaryOf(version.files)));
    }
    return summary;
  };
  const none: PromotionSummary = { basePath: null, brand: null, name: null, claimsFrom: null, claimsUntil: null };
  /** A served promotion's summary, read once per version it serves. */
  const summaryOfServed = (promotion: StudioPromotion): PromotionSummary => {
    const key = promotion.version ?? `served:${promotion.code}`;
    let summary = summaries.get(key);
    if (!summary) summaries.set(key, (summary = promotion.files ? promotionSummaryOf(promotion.files) : { ...none }));
    return { ...summary, basePath: promotion.basePath };
  };
  // Read soon after the server listens, so that the first list a manager asks for is not the one that reads them all:
  // a second later (customers' first pages after a restart come first), one promotion at a time between requests.
  app.addHook('onListen', async () => {
    const promotions = options.promotions();
    const next = (index: number) => {
      if (index >= promotions.length) return;
      summaryOfServed(promotions[index]);
      setImmediate(next, index + 1).unref();
    };
    setTimeout(next, 1000, 0).unref();
  });

  app.get('/studio/api/promotions', async (request, reply) => {
    const query = listQueryOf(request.query as Record<string, unknown>);
    if ('error' in query) return reply.code(400).send({ error: 'bad-request', message: query.error });
    const now = options.now();
    const [stored, scheduled, claims] = await Promise.all([
      listPromotions(db),
      db.selectFrom('promotion_schedules').select(['code', 'at']).where('fired_at', 'is', null).orderBy('at').execute(),
      claimsSince(db, new Date(now.getTime() - WEEK_MS)),
    ]);
    const pointers = new Map(stored.map((row) => [row.code, row]));
    const scheduledAt = new Map<string, string>();
    for (const row of scheduled) if (!scheduledAt.has(row.code)) scheduledAt.set(row.code, row.at);
    const served = options.promotions();
    const servedCodes = new Set(served.map((promotion) => promotion.code));
    const row = (code: string, summary: PromotionSummary, sites: ListedPromotion['sites'], isServed: boolean): ListedPromotion => {
      const own = pointers.get(code) ?? { live_hash: null, draft_hash: null, published_at: null, published_by: null };
      const listed = { ...summary, code, sites, served: isServed, live_hash: own.live_hash, draft_hash: own.draft_hash, published_at: own.published_at, published_by: own.published_by, scheduledAt: scheduledAt.get(code) ?? null, claimsLastWeek: claims.get(code) ?? 0 };
      return { ...listed, states: statesOf(listed, now) };
    };
    const rows = [
      // Served: what customers are served now (the live version's files).
      ...served.map((promotion) => row(promotion.code, summaryOfServed(promotion), promotion.sites, true)),
      // Stored but not served: at the address its newest version names.
      ...(await Promise.all(
        stored.filter((own) => !servedCodes.has(own.code)).map(async (own) => row(own.code, (await summaryOfVersion(own.draft_hash ?? own.live_hash)) ?? none, [], false)),
      )),
    ];
    return pageOfPromotions(rows, query);
  });
}
