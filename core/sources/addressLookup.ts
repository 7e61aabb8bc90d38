import type { DataSource } from '../engine/contract';

/** The contract's shortest search text; the AddressLookup widget waits for more anyway. */
const MIN_QUERY = 2;

/**
 * Addresses in the locale's country that match the search text (params.query), for the AddressLookup widget:
 * [{ Line1, Line2, City, Province, PostalCode }]. The provider sits behind the promotion API.
 */
const addressLookup: DataSource = async ({ env, api, params }) => {
  const query = typeof params?.query === 'string' ? params.query.trim() : '';
  if (query.length < MIN_QUERY) return [];
  const { data, error } = await api.POST('/address-lookup', { body: { country: env.country, query } });
  if (error || !data) throw new Error('address-lookup failed');
  return data.data.items;
};

export default addressLookup;
