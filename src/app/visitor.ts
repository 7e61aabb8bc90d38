import type { PromotionApi } from '../api/client';
import { localStore } from '../state/localStore';
import { storageKeys } from '../../core/state/storageKeys';

/** The web visitor id, issued once per promotion by the API and kept in local storage (spec section 6). */
export async function ensureVisitorId(api: PromotionApi, promotionId: string): Promise<string | undefined> {
  const known = localStore.get(storageKeys.visitorId);
  if (known) return known;
  try {
    const { data } = await api.POST('/web-visitor', { body: { promotion_id: promotionId } });
    const id = data?.data.visitor.id;
    if (id) localStore.set(storageKeys.visitorId, id);
    return id;
  } catch {
    return undefined; // no visitor id only weakens fraud screening; the claim still works
  }
}
