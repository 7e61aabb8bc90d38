import { MAX_ADDRESS_RESULTS, type AddressItem } from '../../address/address-provider';
import { operation, type RouteModule } from './operation';

const FIELDS = ['Line1', 'Line2', 'City', 'Province', 'PostalCode'] as const;

/**
 * An address as the contract allows it, whatever the provider answered: trimmed strings of at most 100
 * characters (postcode 16); dropped when Line1, City, Province or PostalCode is missing.
 */
function contractItem(item: Partial<Record<(typeof FIELDS)[number], unknown>>): AddressItem | undefined {
  const out = Object.fromEntries(
    FIELDS.map((field) => [field, typeof item?.[field] === 'string' ? (item[field] as string).trim().slice(0, field === 'PostalCode' ? 16 : 100) : '']),
  ) as unknown as AddressItem;
  return out.Line1 && out.City && out.Province && out.PostalCode ? out : undefined;
}

/** POST /address-lookup: addresses of a country matching a search text, from the configured provider. */
const addressLookup: RouteModule = ({ addressProvider }) => [
  operation('/address-lookup', 'post', {
    operationId: 'addressLookup',
    rateLimit: 'lookup',
    handler: async (request) => {
      const { country, query } = request.body;
      const found = await addressProvider.search(country, query.trim());
      const items = found
        .map(contractItem)
        .filter((item): item is AddressItem => item !== undefined)
        .slice(0, MAX_ADDRESS_RESULTS);
      return { data: { items } };
    },
  }),
];

export default addressLookup;
