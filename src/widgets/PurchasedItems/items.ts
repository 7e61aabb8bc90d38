import type { ClaimType, FieldError, FormValues, SiteEnvironment } from '../../engine/contract';

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

export function maxItemsFor(env: SiteEnvironment, formValues: Readonly<FormValues>): number {
  const claimType = (formValues.claimType as ClaimType | undefined) ?? 'PERSONAL';
  return env.maxPurchaseItems[claimType] ?? 1;
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
