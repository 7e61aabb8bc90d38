/**
 * Phones as the PhoneInput widget stores them ({ input, international, iso2 }), normalised to what the API takes:
 * the international form (+447400123456), or '' when the customer typed nothing. One definition for the claim's
 * mapping, the phone check and the reference server's reading of drafts from before the widget (plain strings).
 * What makes a number right is core/rules/phoneNumberChecks.ts (apart, so the claim's mapping loads no metadata).
 */
export interface StoredPhone {
  input: string;
  international: string;
  iso2: string;
}

/** Reads a stored phone, tolerating drafts from before the phone widget ('' or a plain string). */
export function phoneOf(value: unknown): StoredPhone {
  if (typeof value === 'string') return { input: value.trim(), international: value.trim().startsWith('+') ? value.trim() : '', iso2: '' };
  const phone = (value ?? {}) as Partial<Record<keyof StoredPhone, unknown>>;
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  return { input: text(phone.input), international: text(phone.international), iso2: text(phone.iso2) };
}

/** A phone in international form, or '' when the customer gave none (spec section 7). */
export function internationalPhone(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  const phone = phoneOf(value);
  return phone.input ? phone.international : '';
}
