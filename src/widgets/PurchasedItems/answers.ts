import type { AnswerMaker, PropsOf } from '../../engine/contract';
import { buildImei } from '../../../core/rules/luhn';
import { blankItem, maxItemsFor } from './items';
import type manifest from './manifest';

/** The block's props, as its manifest's schema says. */
type Props = PropsOf<typeof manifest>;

interface SeedProduct {
  id: string;
  tacs?: string[];
}

const digits = (random: () => number, count: number) => Array.from({ length: count }, () => Math.floor(random() * 10)).join('');

/**
 * Every number of items the claim may list (1 … maxItems), each a journey of its own: the products the server
 * offers in turn, each with a fresh IMEI of the product's TAC (catalogue.json) and, when asked, a serial number.
 */
const purchasedItemsAnswers: AnswerMaker<Props, Array<{ id: string | number }>> = ({ props, env, values, data, seed, random }) => {
  const tacs = new Map(((seed.products ?? []) as SeedProduct[]).map((product) => [product.id, product.tacs?.[0]]));
  const products = (data ?? []).filter((product) => tacs.get(String(product.id)));
  if (!products.length) return { answers: [] };
  const max = maxItemsFor(props.maxItems, env, values);
  const item = (index: number) => {
    const product = products[index % products.length];
    return {
      ...blankItem(),
      productId: product.id,
      productImei: buildImei(tacs.get(String(product.id))!, digits(random, 6)),
      productSerial: props.serialNumber ? `SN${digits(random, 10)}` : '',
    };
  };
  return {
    branches: true,
    answers: Array.from({ length: max }, (_, count) => ({
      label: `${count + 1} item${count ? 's' : ''}`,
      value: Array.from({ length: count + 1 }, (_, index) => item(index)),
    })),
  };
};

export default purchasedItemsAnswers;
