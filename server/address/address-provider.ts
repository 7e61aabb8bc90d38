/**
 * Address lookup behind a provider adapter: the route asks the configured provider (ADDRESS_PROVIDER) and
 * never knows which one it is, so a real address service can be configured without touching the site.
 */
import type { ServerConfig } from '../config';
import { createSeededAddressProvider } from './seeded-address-provider';

/** One postal address, as the contract's AddressItem. Province: county (GB, IE), Bundesland (DE), département (FR). */
export interface AddressItem {
  Line1: string;
  /** Empty string when the address has no second line. */
  Line2: string;
  City: string;
  Province: string;
  PostalCode: string;
}

export interface AddressProvider {
  /** Name as configured in ADDRESS_PROVIDER. */
  readonly name: string;
  /**
   * Addresses of `country` (ISO 3166-1 alpha-2, upper case) matching `query` (already trimmed, 2..100
   * characters); an empty list for an unknown country or no match. May answer more than the route sends (it
   * keeps the first MAX_ADDRESS_RESULTS). A rejection is answered as 500 code 1.
   */
  search(country: string, query: string): Promise<AddressItem[]>;
}

/** Most addresses one lookup answers (the contract's maxItems). */
export const MAX_ADDRESS_RESULTS = 10;

/**
 * The providers ADDRESS_PROVIDER can name. A real provider is one more entry here: a factory returning an
 * AddressProvider that calls the service and maps its answer to AddressItem, its settings (URL, key) read
 * from the environment in server/config.ts next to ADDRESS_PROVIDER.
 */
export const ADDRESS_PROVIDERS = {
  seeded: (_config, demoAddresses) => createSeededAddressProvider(demoAddresses),
} satisfies Record<string, (config: ServerConfig, demoAddresses: Record<string, AddressItem[]>) => AddressProvider>;

export type AddressProviderName = keyof typeof ADDRESS_PROVIDERS;

export const ADDRESS_PROVIDER_NAMES = Object.keys(ADDRESS_PROVIDERS) as AddressProviderName[];

export function isAddressProviderName(name: string): name is AddressProviderName {
  return Object.hasOwn(ADDRESS_PROVIDERS, name);
}

/** The provider the configuration names, for one package (`demoAddresses`: its catalogue's, for the seeded provider). */
export function createAddressProvider(config: ServerConfig, demoAddresses: Record<string, AddressItem[]> = {}): AddressProvider {
  return ADDRESS_PROVIDERS[config.addressProvider](config, demoAddresses);
}
