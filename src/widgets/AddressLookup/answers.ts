import type { AnswerMaker, PropsOf } from '../../engine/contract';
import { addressItemsOf, addressPatch, POSTCODE_KEY, type AddressItem } from '../../../core/rules/addressPatch';
import type manifest from './manifest';

/** The block's props, as its manifest's schema says. */
type Props = PropsOf<typeof manifest>;

/**
 * A search for the postcode of the package's first demo address of the country (catalogue.json demoAddresses),
 * the first result chosen as a customer would; with no result, that address typed by hand.
 */
const addressLookupAnswers: AnswerMaker<Props> = async ({ props, env, seed, fetchSource }) => {
  const demo = ((seed.demoAddresses ?? {}) as Record<string, AddressItem[]>)[env.country]?.[0];
  if (!demo) return { answers: [{ label: 'no search', value: '' }] };
  const query = demo[POSTCODE_KEY] ?? '';
  const found = addressItemsOf(await fetchSource(props.source, { query }).catch(() => []))[0];
  return {
    answers: [
      found
        ? { label: 'address found', value: query, patch: addressPatch(found, props.fields, props.keepAsIs) }
        : { label: 'address typed', value: query, patch: addressPatch(demo, props.fields, props.keepAsIs) },
    ],
  };
};

export default addressLookupAnswers;
