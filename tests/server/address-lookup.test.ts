/**
 * POST /address-lookup over real HTTP: the seeded provider (ADDRESS_PROVIDER=seeded) finds GB, IE, DE and FR
 * addresses by postcode, street and town (case- and accent-insensitive), answers at most 10, refuses malformed
 * bodies (400 code 2), is rate limited with the claim lookups (429) and answers a failing provider with 500.
 * Every answer is checked against the contract by the harness; the seed data itself is checked for the
 * formats the site relies on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_PROVIDER_NAMES, type AddressItem, type AddressProvider } from '../../server/address/address-provider';
import { createSeededAddressProvider, normaliseForSearch, parseDemoAddresses } from '../../server/address/seeded-address-provider';
import { readCatalogue } from '../support/catalogue';
import { ConfigError, loadConfig } from '../../server/config';
import { contractProblems, requestBodyValidator } from './contract-responses';
import { startHttpApp, type HttpTestApp } from './http-harness';

let t: HttpTestApp;
beforeAll(async () => {
  t = await startHttpApp({ LOOKUP_RATE_LIMIT_PER_MINUTE: '0' });
});
afterAll(() => t.close());

const lookup = (json: unknown, app: HttpTestApp = t) => app.api('POST', '/address-lookup', { json });
const items = async (country: string, query: string): Promise<AddressItem[]> => {
  const r = await lookup({ country, query });
  expect(r.status, `${country} ${query}`).toBe(200);
  return r.body.data.items;
};
const malformed = { status: 400, body: { errors: [{ code: 2, message: expect.any(String) }] } };

describe('address lookup with the seeded provider', () => {
  it('GB: a postcode finds its address, with or without the space, in any case', async () => {
    const expected = { Line1: '10 Downing Street', Line2: '', City: 'London', Province: 'Greater London', PostalCode: 'SW1A 2AA' };
    expect(await items('GB', 'SW1A 2AA')).toEqual([expected]);
    expect(await items('GB', 'sw1a2aa')).toEqual([expected]);
    // The outward code alone offers every address of the district.
    expect((await items('GB', 'SW1A')).map((a) => a.PostalCode)).toEqual(['SW1A 2AA', 'SW1A 2AB', 'SW1A 2HQ']);
  });

  it('GB: a street offers several addresses, a street and its town narrows them, a flat is in Line2', async () => {
    const baker = await items('GB', 'Baker Street');
    expect(baker).toEqual([
      { Line1: '221 Baker Street', Line2: 'Flat 3', City: 'London', Province: 'Greater London', PostalCode: 'NW1 6XE' },
      { Line1: '223 Baker Street', Line2: '', City: 'London', Province: 'Greater London', PostalCode: 'NW1 6XE' },
    ]);
    expect((await items('GB', 'high street')).map((a) => a.City)).toEqual(['London', 'Oxford', 'Oxford']);
    expect(await items('GB', '14 high street oxford')).toEqual([{ Line1: '14 High Street', Line2: '', City: 'Oxford', Province: 'Oxfordshire', PostalCode: 'OX1 4DB' }]);
    expect((await items('GB', 'flat 3 baker')).map((a) => a.Line1)).toEqual(['221 Baker Street']);
    // Words match from their start, so a partly typed word finds its addresses and a house number does not
    // match inside a postcode (14 is not OX1 4AH).
    expect((await items('GB', 'bak str')).map((a) => a.Line1)).toEqual(['221 Baker Street', '223 Baker Street']);
    expect((await items('GB', 'aker')).length).toBe(0);
  });

  it('FR: accent-insensitive (Republique finds République, chambery finds Chambéry), département as Province', async () => {
    expect(await items('FR', 'rue de la republique lyon')).toEqual([
      { Line1: '20 Rue de la République', Line2: '', City: 'Lyon', Province: 'Rhône', PostalCode: '69002' },
    ]);
    expect(await items('FR', 'CHAMBERY')).toEqual([{ Line1: '12 Rue de Boigne', Line2: '', City: 'Chambéry', Province: 'Savoie', PostalCode: '73000' }]);
    expect((await items('FR', 'nimes')).map((a) => a.City)).toEqual(['Nîmes']);
    expect((await items('FR', 'Rivoli')).map((a) => a.PostalCode)).toEqual(['75004', '75001']);
    expect((await items('FR', 'general de gaulle'))[0]).toMatchObject({ Line1: '3 Place du Général de Gaulle', City: 'Lille', Province: 'Nord', PostalCode: '59800' });
    expect((await items('FR', 'batiment b'))[0]).toMatchObject({ Line1: '10 Rue Mouffetard', Line2: 'Bâtiment B', Province: 'Paris' });
  });

  it('IE: an Eircode with or without its space; a town with several addresses', async () => {
    const castle = { Line1: '1 Grafton Street', Line2: '', City: 'Dublin 2', Province: 'Dublin', PostalCode: 'D02 X285' };
    expect(await items('IE', 'D02 X285')).toEqual([castle]);
    expect(await items('IE', 'd02x285')).toEqual([castle]);
    expect((await items('IE', 'grafton street')).map((a) => a.PostalCode)).toEqual(['D02 X285', 'D02 AF30']);
    expect((await items('IE', 'T12 FK2N'))[0]).toMatchObject({ Line1: '15 Patrick Street', City: 'Cork', Province: 'Cork' });
    expect((await items('IE', 'main street')).length).toBeGreaterThan(1);
  });

  it('DE: a PLZ offers its addresses, ß and umlauts match plain letters, Bundesland as Province', async () => {
    expect((await items('DE', '10117')).map((a) => a.Line1)).toEqual(['Unter den Linden 77', 'Unter den Linden 6', 'Friedrichstraße 50', 'Friedrichstraße 120']);
    expect(await items('DE', 'Konigstrasse Nurnberg')).toEqual([{ Line1: 'Königstraße 12', Line2: '', City: 'Nürnberg', Province: 'Bayern', PostalCode: '90402' }]);
    expect((await items('DE', 'königstraße')).map((a) => a.City)).toEqual(['Nürnberg', 'Dresden']);
    expect((await items('DE', 'leopoldstrasse 150'))[0]).toMatchObject({ Line2: 'Gebäude B', City: 'München', Province: 'Bayern', PostalCode: '80804' });
  });

  it('answers at most 10 addresses, and an empty list for no match or an unknown country', async () => {
    const london = await items('GB', 'London');
    expect(london).toHaveLength(10);
    expect(london.every((a) => a.City === 'London')).toBe(true);
    expect(await items('GB', 'Rivoli')).toEqual([]);
    expect(await items('US', '10 Downing Street')).toEqual([]);
    expect(await items('ZZ', 'London')).toEqual([]);
  });

  it('ignores white space around the query and punctuation in it', async () => {
    expect((await items('GB', '  sw1a 2aa  ')).map((a) => a.Line1)).toEqual(['10 Downing Street']);
    expect((await items('GB', '10, Downing Street, London')).map((a) => a.PostalCode)).toEqual(['SW1A 2AA']);
  });

  it('answers that match the contract (200 body and 400 ErrorBody)', async () => {
    const ok = await lookup({ country: 'GB', query: 'London' });
    expect(contractProblems('POST', '/api/2022launch/address-lookup', ok.status, ok.headers.get('content-type') ?? '', ok.body)).toEqual([]);
    const bad = await lookup({ country: 'GB', query: 'L' });
    expect(contractProblems('POST', '/api/2022launch/address-lookup', bad.status, bad.headers.get('content-type') ?? '', bad.body)).toEqual([]);
    // The request bodies the site sends are ones the contract accepts.
    expect(requestBodyValidator('post', '/address-lookup')({ country: 'FR', query: 'rue de rivoli' })).toBe(true);
  });
});

describe('malformed address lookups: 400 code 2', () => {
  it('refuses an unknown property, a short or long query, a bad country and a missing field', async () => {
    expect(await lookup({ country: 'GB', query: 'London', limit: 20 })).toMatchObject(malformed);
    expect(await lookup({ country: 'GB', query: 'L' })).toMatchObject(malformed);
    expect(await lookup({ country: 'GB', query: '  L   ' })).toMatchObject(malformed);
    expect(await lookup({ country: 'GB', query: '' })).toMatchObject(malformed);
    expect(await lookup({ country: 'GB', query: 'x'.repeat(101) })).toMatchObject(malformed);
    expect(await lookup({ country: 'gb', query: 'London' })).toMatchObject(malformed);
    expect(await lookup({ country: 'GBR', query: 'London' })).toMatchObject(malformed);
    expect(await lookup({ query: 'London' })).toMatchObject(malformed);
    expect(await lookup({ country: 'GB', query: 42 })).toMatchObject(malformed);
    expect(await lookup(['GB', 'London'])).toMatchObject(malformed);
  });
});

describe('rate limit', () => {
  it('shares the lookup budget: after 3 in a minute the next lookup gets 429 with Retry-After', async () => {
    const limited = await startHttpApp({ LOOKUP_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      for (let i = 0; i < 3; i++) expect((await lookup({ country: 'GB', query: 'London' }, limited)).status).toBe(200);
      const r = await lookup({ country: 'GB', query: 'London' }, limited);
      expect(r.status).toBe(429);
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(r.body).toEqual({ errors: [{ code: 1, message: 'rate limited' }] });
      // One budget with the claim lookups.
      const claimLookup = await limited.api('POST', '/claim-details-request', { json: { promotion_id: 'GOO00028-GB', email: 'a@example.com', reference: '123-456-789' } });
      expect(claimLookup.status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('provider adapter', () => {
  it('ADDRESS_PROVIDER selects the provider: seeded by default, an unknown name stops start-up', () => {
    expect(ADDRESS_PROVIDER_NAMES).toEqual(['seeded']);
    expect(loadConfig({}, '/srv').addressProvider).toBe('seeded');
    expect(loadConfig({ ADDRESS_PROVIDER: 'seeded' }, '/srv').addressProvider).toBe('seeded');
    expect(() => loadConfig({ ADDRESS_PROVIDER: 'loqate' }, '/srv')).toThrow(ConfigError);
    expect(() => loadConfig({ ADDRESS_PROVIDER: 'loqate' }, '/srv')).toThrow(/ADDRESS_PROVIDER must be one of seeded/);
  });

  it('the route answers whatever provider is configured, within the contract (at most 10, trimmed, incomplete ones dropped)', async () => {
    const calls: Array<[string, string]> = [];
    const many: AddressProvider = {
      name: 'test',
      search: async (country, query) => {
        calls.push([country, query]);
        return [
          { Line1: '  1 Test Road ', Line2: '', City: 'Testville', Province: 'Testshire', PostalCode: 'TE1 1ST' },
          { Line1: '', Line2: '', City: 'Nowhere', Province: 'Testshire', PostalCode: 'TE1 1ST' },
          ...Array.from({ length: 15 }, (_, i) => ({ Line1: `${i + 2} Test Road`, Line2: 'x'.repeat(150), City: 'Testville', Province: 'Testshire', PostalCode: 'TE1 1ST' })),
        ];
      },
    };
    const custom = await startHttpApp({ LOOKUP_RATE_LIMIT_PER_MINUTE: '0' }, { addressProvider: many });
    try {
      const r = await lookup({ country: 'GB', query: '  test road ' }, custom);
      expect(r.status).toBe(200);
      expect(calls).toEqual([['GB', 'test road']]);
      expect(r.body.data.items).toHaveLength(10);
      expect(r.body.data.items[0]).toEqual({ Line1: '1 Test Road', Line2: '', City: 'Testville', Province: 'Testshire', PostalCode: 'TE1 1ST' });
      expect(r.body.data.items[1].Line2).toHaveLength(100);
    } finally {
      await custom.close();
    }
  });

  it('a failing provider is answered with 500 code 1 and no internals', async () => {
    const failing: AddressProvider = { name: 'down', search: async () => Promise.reject(new Error('upstream 503 at https://provider.example/key=secret')) };
    const custom = await startHttpApp({ LOOKUP_RATE_LIMIT_PER_MINUTE: '0' }, { addressProvider: failing });
    try {
      expect(await lookup({ country: 'GB', query: 'London' }, custom)).toMatchObject({ status: 500, body: { errors: [{ code: 1, message: 'Internal server error' }] } });
    } finally {
      await custom.close();
    }
  });

  it('the seeded provider can be given other data (the file format is checked on start)', async () => {
    const provider = createSeededAddressProvider({ GB: [{ Line1: '1 Rue Test', Line2: '', City: 'Somewhere', Province: 'Kent', PostalCode: 'CT1 1AA' }] });
    expect(await provider.search('GB', 'ct11aa')).toHaveLength(1);
    expect(await provider.search('FR', 'ct11aa')).toEqual([]);
  });
});

describe('seed data', () => {
  const seed = parseDemoAddresses((readCatalogue() as { demoAddresses?: unknown }).demoAddresses, 'catalogue.json');
  // The characters the site strips from lookup results (spec section 5): none may occur, so what the site
  // shows is exactly the seed.
  const STRIPPED = /[`~!@#$£€%^&*()_|+\-=?;:'",.<>{}[\]\\/—]/;
  const FORMATS: Record<string, RegExp> = {
    GB: /^(?:[A-PR-UWYZ][0-9]{1,2}|[A-PR-UWYZ][A-HK-Y][0-9]{1,2}|[A-PR-UWYZ][0-9][A-HJKPSTUW]|[A-PR-UWYZ][A-HK-Y][0-9][ABEHMNPRVWXY]) [0-9][ABD-HJLNP-UW-Z]{2}$/,
    IE: /^(?:[AC-FHKNPRTV-Y][0-9]{2}|D6W) [0-9AC-FHKNPRTV-Y]{4}$/,
    DE: /^[0-9]{5}$/,
    FR: /^[0-9]{5}$/,
  };
  const FR_DEPARTEMENTS = ['Paris', 'Rhône', 'Gironde', 'Nord', 'Isère', 'Hérault', 'Finistère', 'Calvados', 'Vendée', 'Somme', 'Marne', 'Moselle', 'Aude', 'Gard', 'Var', 'Ain', 'Savoie'];

  it('has at least 25 addresses for each of GB, IE, DE and FR, in the formats of their country', () => {
    for (const country of ['GB', 'IE', 'DE', 'FR']) {
      expect(seed[country].length, country).toBeGreaterThanOrEqual(25);
      for (const a of seed[country]) expect(a.PostalCode, `${country} ${a.Line1}`).toMatch(FORMATS[country]);
    }
    // An Eircode is 7 characters once the space is removed (spec section 5).
    expect(seed.IE.every((a) => a.PostalCode.replace(/\s/g, '').length === 7)).toBe(true);
  });

  it('has no character the site strips, no duplicates, and a few second lines', () => {
    for (const [country, list] of Object.entries(seed)) {
      for (const a of list) for (const [field, value] of Object.entries(a)) expect(value, `${country} ${a.Line1} ${field}`).not.toMatch(STRIPPED);
      const keys = list.map((a) => normaliseForSearch(`${a.Line1} ${a.Line2} ${a.PostalCode}`));
      expect(new Set(keys).size, country).toBe(keys.length);
      expect(list.filter((a) => a.Line2).length, country).toBeGreaterThanOrEqual(2);
    }
  });

  it('names French départements exactly (official names with accents) and German Bundesländer without hyphens', () => {
    expect([...new Set(seed.FR.map((a) => a.Province))].sort()).toEqual([...FR_DEPARTEMENTS].sort());
    expect(seed.DE.map((a) => a.Province).every((p) => ['Berlin', 'Bayern', 'Hamburg', 'Hessen', 'Sachsen', 'Niedersachsen', 'Bremen', 'Brandenburg', 'Thüringen', 'Saarland'].includes(p))).toBe(true);
  });
});
