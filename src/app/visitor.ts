import type { PromotionApi } from '../api/client';

/** The web visitor id, issued once per promotion by the API and kept in local storage (spec section 6). */
export async function ensureVisitorId(api: PromotionApi, promotionId: string): Promise<string | undefined> {
  const key = 'visitorId';
  try {
    const known = window.localStorage.getItem(key);
    if (known) return known;
    const { data } = await api.POST('/web-visitor', { body: { promotion_id: promotionId } });
    const id = data?.data.visitor.id;
    if (id) window.localStorage.setItem(key, id);
    return id;
  } catch {
    return undefined; // no visitor id only weakens fraud screening; the claim still works
  }
}
