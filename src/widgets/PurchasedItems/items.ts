import type { FieldError, FormValues, PropsOf, SiteEnvironment } from '../../engine/contract';
import type manifest from './manifest';

/**
 * How many items a claim may list: a number, or per value of an answer from a package setting, e.g.
 * `{ "setting": "maxPurchaseItems", "by": "claimType" }` reads env.settings.maxPurchaseItems[<claim type>].
 */
export type MaxItems = number | { setting: string; by: string; /** The value to use while the answer is unset. */ whenUnset?: string };

/** The block's props, as its manifest's schema says. */
export type PurchasedItemsProps = PropsOf<typeof manifest>;

export interface PurchasedItem {
  id: string;
  productId: string | number | null;
  productImei: string;
  productSerial: string;
  productPricePaid: unknown;
  tradeInId: string | number | null;
}

export function blankItem(): PurchasedItem {
  // Same shape as the flow's default item.
  return { id: crypto.randomUUID(), productId: null, productImei: '', productSerial: '', productPricePaid: null, tradeInId: null };
}

export function maxItemsFor(maxItems: MaxItems | undefined, env: Pick<SiteEnvironment, 'settings'>, formValues: Readonly<FormValues>): number {
  if (typeof maxItems === 'number') return maxItems;
  if (!maxItems) return 1;
  const perValue = env.settings[maxItems.setting] as Readonly<Record<string, unknown>> | undefined;
  const answer = formValues[maxItems.by];
  const limit = perValue?.[String(answer ?? maxItems.whenUnset)];
  return typeof limit === 'number' && limit >= 1 ? limit : 1;
}

const ITEM_FIELD_PATH = /\.(\d+)\.([A-Za-z]+)$/;

/** Splits errors into those of one item field ("<name>.<i>.<field>") and those of the whole list. */
export function groupErrors(errors: readonly FieldError[]) {
  const byField = new Map<string, FieldError[]>();
  const listErrors: FieldError[] = [];
  for (const error of errors) {
    const match = error.path?.match(ITEM_FIELD_PATH);
    if (!match) {
      listErrors.push(error);
      continue;
    }
    const key = `${match[1]}.${match[2]}`;
    byField.set(key, [...(byField.get(key) ?? []), error]);
  }
  return { listErrors, errorsAt: (index: number, field: string) => byField.get(`${index}.${field}`) ?? [] };
}
