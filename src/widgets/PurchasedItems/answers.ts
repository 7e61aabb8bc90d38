import type { AnswerMaker, PropsOf } from '../../engine/contract';
import { buildImei, luhnCheckDigit } from '../../../core/rules/luhn';
import { sizeOfRange } from '../../../core/catalogue/imeiRanges';
import type { ImeiRange } from '../../../core/generated/definitions';
import { blankItem, maxItemsFor } from './items';
import type manifest from './manifest';

/** The block's props, as its manifest's schema says. */
type Props = PropsOf<typeof manifest>;

interface SeedProduct {
  id: string;
  tacs?: string[];
  imeiRanges?: ImeiRange[];
  serialNumber?: boolean;
}

const digits = (random: () => number, count: number) => Array.from({ length: count }, () => Math.floor(random() * 10)).join('');

/** A fresh IMEI of a product: of its first TAC, or else inside its first IMEI range. */
function imeiMaker(product: SeedProduct): ((random: () => number) => string) | undefined {
  const tac = product.tacs?.[0];
  if (tac) return (random) => buildImei(tac, digits(random, 6));
  const range = product.imeiRanges?.find((r) => sizeOfRange(r) > 0);
  if (!range) return undefined;
  return (random) => {
    const body = String(Number(range.first.slice(0, 14)) + Math.floor(random() * sizeOfRange(range))).padStart(14, '0');
    return body + luhnCheckDigit(body);
  };
}

/** Per simulated package (its seed data): the product the next path to the step starts with. */
const cursors = new WeakMap<object, number>();

/**
 * Every number of items the claim may list (1 … maxItems), each a journey of its own: the products the server offers
 * in turn (carried on from one path to the next, so that every product is walked, a new one before its publish), each with a fresh IMEI of the product's TAC or IMEI range (catalogue.json) and, when asked, a serial number.
 */
const purchasedItemsAnswers: AnswerMaker<Props, Array<{ id: string | number }>> = ({ props, env, values, data, seed, random }) => {
  const asksSerial = new Set(((seed.products ?? []) as SeedProduct[]).filter((product) => product.serialNumber).map((product) => product.id));
  const makers = new Map(((seed.products ?? []) as SeedProduct[]).map((product) => [product.id, imeiMaker(product)]));
  const products = (data ?? []).filter((product) => makers.get(String(product.id)));
  if (!products.length) return { answers: [] };
  const max = maxItemsFor(props.maxItems, env, values);
  const item = (index: number) => {
    const product = products[index % products.length];
    return {
      ...blankItem(),
      productId: product.id,
      productImei: makers.get(String(product.id))!(random),
      productSerial: props.serialNumber || asksSerial.has(String(product.id)) ? `SN${digits(random, 10)}` : '',
    };
  };
  // The products in turn, across the journeys of this answer and on from where the last path to this step stopped:
  // every product the server offers is walked once the paths to the step are as many as it has products to share.
  let next = cursors.get(seed) ?? 0;
  const take = (count: number) => Array.from({ length: count }, () => item(next++));
  const answers = Array.from({ length: max }, (_, count) => ({ label: `${count + 1} item${count ? 's' : ''}`, value: take(count + 1) }));
  cursors.set(seed, next % products.length);
  return { branches: true, answers };
};

export default purchasedItemsAnswers;
