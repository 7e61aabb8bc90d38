import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { answerOf, ApiError, studioApi, type StudioSchemas } from '../api';

export type PromotionPage = StudioSchemas['PromotionList'];
export type PromotionState = StudioSchemas['PromotionState'];
export type PromotionSort = 'code' | 'name' | 'brand' | 'address' | 'claims' | 'published' | 'closes';

export interface ListQuery {
  q: string;
  state: PromotionState | '';
  sort: PromotionSort;
  order: 'asc' | 'desc';
  page: number;
}

const PAGE_SIZE = 25;
/** Typing waits this long after the last key before asking the server. */
const TYPING_MS = 200;

/**
 * The list's search, state, sort and page, kept in the studio's address (so a reload or Back keeps them), and the page
 * of promotions the server answers for them. A change while typing asks once typing pauses; an answer to an older
 * question than the newest is dropped.
 */
export function usePromotionPage() {
  const [params, setParams] = useSearchParams();
  const query: ListQuery = {
    q: params.get('q') ?? '',
    state: (params.get('state') ?? '') as ListQuery['state'],
    sort: (params.get('sort') ?? 'code') as PromotionSort,
    order: params.get('order') === 'desc' ? 'desc' : 'asc',
    page: Math.max(1, Number(params.get('page')) || 1),
  };
  const [answer, setAnswer] = useState<PromotionPage | undefined>();
  const [failure, setFailure] = useState('');
  const asked = useRef(0);
  const key = `${query.q}|${query.state}|${query.sort}|${query.order}|${query.page}`;

  const load = useCallback(async () => {
    const [q, state, sort, order, page] = key.split('|');
    const mine = ++asked.current;
    try {
      const next = await answerOf(
        studioApi.GET('/promotions', {
          params: { query: { q: q || undefined, state: (state || undefined) as PromotionState | undefined, sort: sort as PromotionSort, order: order as 'asc' | 'desc', page: Number(page), pageSize: PAGE_SIZE } },
        }),
      );
      if (mine !== asked.current) return;
      setAnswer(next);
      setFailure('');
    } catch (error) {
      if (mine === asked.current) setFailure(error instanceof ApiError ? error.message : 'The studio did not answer: try again');
    }
  }, [key]);

  const loaded = answer !== undefined;
  useEffect(() => {
    // The first page at once; later ones once typing pauses.
    const timer = setTimeout(() => void load(), loaded ? TYPING_MS : 0);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new question asks again, not the first answer
  }, [load]);

  /** A new search, state or sort starts at page 1; a new page keeps the rest. */
  const change = (next: Partial<ListQuery>) => {
    const merged = { ...query, page: 1, ...next };
    const search = new URLSearchParams();
    if (merged.q) search.set('q', merged.q);
    if (merged.state) search.set('state', merged.state);
    if (merged.sort !== 'code') search.set('sort', merged.sort);
    if (merged.order !== 'asc') search.set('order', merged.order);
    if (merged.page > 1) search.set('page', String(merged.page));
    setParams(search, { replace: true });
  };
  return { query, answer, failure, change, reload: load };
}
