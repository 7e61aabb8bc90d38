import type { FormValues } from '../../engine/contract';

/** One gift of the reward-methods answer; `alias` names its wording in the content store. */
export interface Gift {
  gift_reference: string;
  alias: string;
}

/** A reward-method group of the reward-methods answer (gifts are empty for paypal and bank_transfer). */
export interface RewardMethodGroup {
  method: string;
  gifts: Gift[];
}

/** The groups that have gifts to choose from, in the server's order. */
export function giftGroupsOf(data: unknown): RewardMethodGroup[] {
  if (!Array.isArray(data)) return [];
  return (data as RewardMethodGroup[]).filter((group) => Array.isArray(group?.gifts) && group.gifts.length > 0);
}

/** The text slot of the title: the product's own (a watch gets watch bands) or the general "title". */
export function titleSlotFor(productTitles: Readonly<Record<string, string>> | undefined, formValues: Readonly<FormValues>): string {
  const items = formValues.items as Array<{ productId?: unknown }> | undefined;
  const productId = items?.[0]?.productId;
  if (productId === null || productId === undefined) return 'title';
  return productTitles?.[String(productId)] ?? 'title';
}

/** The index reached from `from` by an arrow key (wrapping), Home or End; undefined for other keys. */
export function indexAfterKey(key: string, from: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (from + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (from - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}
