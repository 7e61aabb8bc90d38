import { defaultCountries, parseCountry, type CountryData } from 'react-international-phone';

/** The one country a phone field accepts: its dialling facts and the entry react-international-phone formats with. */
export interface PhoneCountry {
  /** Lower-case ISO 3166 alpha-2 code, e.g. 'gb'. */
  iso2: string;
  /** Dialling code digits, e.g. '44'. */
  dialCode: string;
  /** The national trunk prefix dropped in the international form ('0' in GB: 07400 → +44 7400), or ''. */
  trunkPrefix: string;
  data: CountryData;
}

/**
 * Countries whose national numbers are written with a trunk 0, and how such a number is grouped. Customers
 * usually type the 0; the library's own masks assume it is left out and would group 07400 123456 as 0740 0123456.
 */
const TRUNK_ZERO_MASKS: Readonly<Record<string, string>> = {
  de: '.... ........',
  fr: '.. .. .. .. ..',
  gb: '..... ......',
  ie: '... ... ....',
};

const FALLBACK_MASK = '............';

/**
 * The phone country of a site country ('GB'). Site countries come from checked definitions, so an unknown one
 * is a configuration mistake: it fails loudly.
 */
export function phoneCountryFor(country: string): PhoneCountry {
  const iso2 = country.toLowerCase();
  const entry = defaultCountries.find((candidate) => parseCountry(candidate).iso2 === iso2);
  if (!entry) throw new Error(`PhoneInput: no dialling code known for country "${country}"`);
  const { name, dialCode, format } = parseCountry(entry);
  const zeroMask = TRUNK_ZERO_MASKS[iso2];
  if (!zeroMask) return { iso2, dialCode, trunkPrefix: '', data: entry };
  // A format keyed by regular expressions picks the mask by the national digits typed.
  const masks = typeof format === 'object' ? { ...format } : { default: format || FALLBACK_MASK };
  return { iso2, dialCode, trunkPrefix: '0', data: [name, iso2, dialCode, { ...masks, '/^0/': zeroMask }] };
}
