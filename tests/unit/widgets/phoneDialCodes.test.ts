import { getCountryCallingCode, type CountryCode } from 'libphonenumber-js/core';
import metadata from 'libphonenumber-js/mobile/metadata';
import { describe, expect, it } from 'vitest';
import generate from '../../../src/widgets/PhoneInput/generate';
import { dialCodes } from '../../../src/widgets/PhoneInput/generated/dialCodes';
import { dialCodeOf } from '../../../src/widgets/PhoneInput/phoneValue';

describe("PhoneInput's dialling codes, shown before the phone library is loaded", () => {
  it("are libphonenumber's for every country it knows, and only those", () => {
    const countries = Object.keys(metadata.countries).filter((country) => country !== '001');
    expect(Object.keys(dialCodes).sort()).toEqual(countries.sort());
    for (const country of countries) expect(dialCodeOf(country), country).toBe(getCountryCallingCode(country as CountryCode, metadata));
    expect(dialCodeOf('gb')).toBe('44');
    expect(dialCodeOf('JE')).toBe('44');
  });

  it('come from the installed library: the generated table is what its generator writes now', () => {
    const { 'dialCodes.ts': written } = generate();
    expect(written).toContain(`= ${JSON.stringify(dialCodes)};`);
  });

  it('refuse a country with none', () => {
    expect(() => dialCodeOf('XX')).toThrow(/no dialling code known for country "XX"/);
    expect(() => dialCodeOf('toString')).toThrow(/no dialling code/);
  });
});
