import type { PhoneEntry } from '../../../core/rules/phoneEntry';
import { dialCodes } from './generated/dialCodes';

/**
 * A phone as stored in the draft (spec section 3: typed input, international form, country iso2, regionCode; read by
 * core/rules/phoneEntry.ts). What is here needs no phone library: the widget's first render uses it. Reading an
 * entry needs libphonenumber (./phoneReading.ts), which the widget loads once the page is ready.
 */
export type PhoneValue = PhoneEntry;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Reads the stored value, tolerating drafts from before this widget ('' or a plain string). */
export function phoneValueOf(value: unknown): PhoneValue {
  if (value && typeof value === 'object') {
    const phone = value as Record<string, unknown>;
    return {
      input: text(phone.input),
      international: text(phone.international),
      iso2: text(phone.iso2),
      regionCode: text(phone.regionCode),
      display: text(phone.display),
    };
  }
  return { input: text(value), international: '', iso2: '', regionCode: '', display: '' };
}

/**
 * What is stored for an entry made before the phone library arrived (typed, pasted or filled in by the browser just
 * after the page showed): the entry itself, kept, and nothing read from it yet (no international form, no country;
 * isUnreadPhoneEntry). The widget completes it as soon as the library is there; a Continue pressed before, by then,
 * has the phone check read it.
 */
export function unreadPhoneValue(input: string): PhoneValue {
  return { input, international: '', iso2: '', regionCode: '', display: input.trim() };
}

/** Whether two stored values are the same in every part. */
export const samePhoneValue = (a: PhoneValue, b: PhoneValue) =>
  a.input === b.input && a.international === b.international && a.iso2 === b.iso2 && a.regionCode === b.regionCode && a.display === b.display;

/** The dialling code of a site country ('GB' → '44'; generated from libphonenumber's metadata). Site countries come from checked definitions. */
export function dialCodeOf(country: string): string {
  const code = Object.hasOwn(dialCodes, country.toUpperCase()) ? dialCodes[country.toUpperCase()] : undefined;
  if (!code) throw new Error(`PhoneInput: no dialling code known for country "${country}"`);
  return code;
}
