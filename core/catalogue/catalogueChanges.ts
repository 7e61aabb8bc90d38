import type { Catalogue, CatalogueProduct } from '../generated/definitions';
import { sameValue } from '../engine/sameValue';

type Partly = Partial<Catalogue> | undefined;
const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;
const METHOD_NAMES: Record<string, string> = { gift: 'gift', bank_transfer: 'bank transfer', paypal: 'PayPal' };

/** What identifies a product's IMEIs, in words: "2 IMEI ranges", "1 TAC and 1 IMEI range", and whether a serial is asked. */
function productWords(product: Partial<CatalogueProduct>): string {
  const parts = [
    ...(product.tacs?.length ? [plural(product.tacs.length, 'TAC')] : []),
    ...(product.imeiRanges?.length ? [plural(product.imeiRanges.length, 'IMEI range')] : []),
  ];
  return `${parts.join(' and ') || 'no IMEIs'}${product.serialNumber ? ', serial number asked' : ''}`;
}

function byId<T extends { id?: string }>(list: T[] | undefined): Map<string, T> {
  return new Map((Array.isArray(list) ? list : []).filter((item) => typeof item?.id === 'string').map((item) => [item.id as string, item]));
}

/** Added, removed and renamed entries of a list named by id (products, resellers, trade-ins). */
function listChanges<T extends { id?: string; name?: string }>(what: string, before: T[] | undefined, after: T[] | undefined, details: (item: T) => string | undefined, changed: (was: T, is: T) => string[]): string[] {
  const was = byId(before);
  const is = byId(after);
  const lines: string[] = [];
  for (const [id, item] of is) {
    const old = was.get(id);
    const extra = details(item);
    if (!old) lines.push(`Added ${what} ${item.name ?? id}${extra ? `, ${extra}` : ''}`);
    else if (!sameValue(old, item)) lines.push(`Changed ${what} ${item.name ?? id}: ${changed(old, item).join('; ') || 'details'}`);
  }
  for (const [id, item] of was) if (!is.has(id)) lines.push(`Removed ${what} ${item.name ?? id}`);
  return lines;
}

const renamed = (was: { name?: string }, is: { name?: string }) => (was.name !== is.name ? [`named ${is.name ?? ''} (was ${was.name ?? ''})`] : []);

function productChanged(was: Partial<CatalogueProduct>, is: Partial<CatalogueProduct>): string[] {
  return [
    ...renamed(was, is),
    ...(!sameValue(was.tacs, is.tacs) || !sameValue(was.imeiRanges, is.imeiRanges) ? [`now ${productWords({ ...is, serialNumber: false })} (was ${productWords({ ...was, serialNumber: false })})`] : []),
    ...(!!was.serialNumber !== !!is.serialNumber ? [is.serialNumber ? 'serial number now asked' : 'serial number no longer asked'] : []),
    ...(was.kind !== is.kind ? [`kind ${is.kind ?? ''} (was ${was.kind ?? ''})`] : []),
  ];
}

function windowLine(what: string, before: { start?: string; end?: string } | undefined, after: { start?: string; end?: string } | undefined): string[] {
  if (sameValue(before, after)) return [];
  const words = (window: typeof before) => `${window?.start?.slice(0, 10) ?? '?'} to ${window?.end?.slice(0, 10) ?? '?'}`;
  return [`${what} from ${words(after)}${before ? ` (was ${words(before)})` : ''}`];
}

function rewardLines(before: Catalogue['rewardMethods'] | undefined, after: Catalogue['rewardMethods'] | undefined): string[] {
  const key = (method: Catalogue['rewardMethods'][number]) => `${method.method} ${method.alias} ${method.giftReference}`;
  const name = (method: Catalogue['rewardMethods'][number]) => `${METHOD_NAMES[method.method] ?? method.method} (${method.alias}${method.productId ? `, for ${method.productId} only` : ''})`;
  const was = new Map((before ?? []).map((method) => [key(method), method]));
  const is = new Map((after ?? []).map((method) => [key(method), method]));
  return [
    ...[...is].filter(([k]) => !was.has(k)).map(([, method]) => `Added reward method ${name(method)}`),
    ...[...was].filter(([k]) => !is.has(k)).map(([, method]) => `Removed reward method ${name(method)}`),
  ];
}

/**
 * What a new catalogue changes, one line each in a manager's words, for the review before a publish: "Added product
 * Aurora One 256GB, 2 IMEI ranges", "Removed reseller Target", "Claims can be made from 2026-03-08 to 2030-06-30
 * (was …)". Empty when nothing changed.
 */
export function catalogueChanges(before: Partly, after: Partly): string[] {
  if (sameValue(before, after)) return [];
  return [
    ...windowLine('Purchases qualify', before?.purchaseWindow, after?.purchaseWindow),
    ...windowLine('Claims can be made', before?.claimWindow, after?.claimWindow),
    ...listChanges('product', before?.products, after?.products, productWords, productChanged),
    ...listChanges('reseller', before?.resellers, after?.resellers, () => undefined, renamed),
    ...listChanges('trade-in', before?.tradeIns, after?.tradeIns, () => undefined, renamed),
    ...rewardLines(before?.rewardMethods, after?.rewardMethods),
  ];
}
