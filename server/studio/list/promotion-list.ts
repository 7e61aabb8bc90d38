import type { PromotionSummary } from './promotion-summary';

/** The states the list filters by (a promotion may be in several). */
export const PROMOTION_STATES = ['live', 'draft-waiting', 'scheduled', 'claims-open', 'ending-soon', 'closed'] as const;
export type PromotionState = (typeof PROMOTION_STATES)[number];
export const PROMOTION_SORTS = ['code', 'name', 'brand', 'address', 'claims', 'published', 'closes'] as const;
export type PromotionSort = (typeof PROMOTION_SORTS)[number];

/** "Ending within 14 days": claims open now and closing within this. */
const ENDING_SOON_MS = 14 * 86_400_000;

export interface ListedPromotion extends PromotionSummary {
  code: string;
  sites: Array<{ locale: string; sitePath: string }>;
  served: boolean;
  live_hash: string | null;
  draft_hash: string | null;
  published_at: string | null;
  published_by: string | null;
  /** When a scheduled publish waits, its time (the earliest). */
  scheduledAt: string | null;
  claimsLastWeek: number;
  states: PromotionState[];
}

export interface ListQuery {
  q: string;
  state?: PromotionState;
  sort: PromotionSort;
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

/** A promotion's states at `now`: from its pointers, its waiting schedule and its claim window. */
export function statesOf(row: Omit<ListedPromotion, 'states'>, now: Date): PromotionState[] {
  const at = now.getTime();
  const from = row.claimsFrom ? Date.parse(row.claimsFrom) : undefined;
  const until = row.claimsUntil ? Date.parse(row.claimsUntil) : undefined;
  const live = Boolean(row.live_hash && row.served);
  // Claims are open only where customers are served: a copy not served yet takes none, whatever its window says.
  const open = live && from !== undefined && until !== undefined && from <= at && at <= until;
  const states: PromotionState[] = [];
  if (live) states.push('live');
  if (row.draft_hash) states.push('draft-waiting');
  if (row.scheduledAt || (from !== undefined && from > at)) states.push('scheduled');
  if (open) states.push('claims-open');
  if (open && (until as number) - at <= ENDING_SOON_MS) states.push('ending-soon');
  if (until !== undefined && until < at) states.push('closed');
  return states;
}

const searchable = (row: ListedPromotion) => [row.code, row.basePath, row.brand, row.name, ...row.sites.map((site) => site.sitePath)].filter(Boolean).join('\n').toLowerCase();

const keyOf: Record<PromotionSort, (row: ListedPromotion) => string | number | null> = {
  code: (row) => row.code,
  name: (row) => row.name?.toLowerCase() ?? null,
  brand: (row) => row.brand?.toLowerCase() ?? null,
  address: (row) => row.basePath,
  claims: (row) => row.claimsLastWeek,
  published: (row) => row.published_at,
  closes: (row) => row.claimsUntil,
};

/**
 * One page of the list: the rows whose code, address, brand or name contains every word of `q` (any case), in the
 * state asked, sorted (what has no value last, the code breaking ties), with how many there are in all and in each
 * state (of the search, whatever the state asked).
 */
export function pageOfPromotions(rows: ListedPromotion[], query: ListQuery) {
  const words = query.q.toLowerCase().split(/\s+/).filter(Boolean);
  const found = words.length ? rows.filter((row) => ((text) => words.every((word) => text.includes(word)))(searchable(row))) : rows;
  const stateCounts = Object.fromEntries(PROMOTION_STATES.map((state) => [state, 0])) as Record<PromotionState, number>;
  for (const row of found) for (const state of row.states) stateCounts[state]++;
  const inState = query.state ? found.filter((row) => row.states.includes(query.state as PromotionState)) : found;
  const key = keyOf[query.sort];
  const direction = query.order === 'desc' ? -1 : 1;
  const sorted = [...inState].sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    if (x !== y) {
      if (x === null) return 1;
      if (y === null) return -1;
      return (x < y ? -1 : 1) * direction;
    }
    return a.code < b.code ? -1 : a.code > b.code ? 1 : 0;
  });
  const pages = Math.max(1, Math.ceil(sorted.length / query.pageSize));
  const page = Math.min(query.page, pages);
  return { promotions: sorted.slice((page - 1) * query.pageSize, page * query.pageSize), total: sorted.length, page, pageSize: query.pageSize, pages, stateCounts };
}
