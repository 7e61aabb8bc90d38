import { BANK_DRAFT_FIELDS, bankFieldsOf, bankInputSetOf, type BankInputSet } from '../../../core/rules/bankInputSets';
/** The draft's `bankDetails`: every field of every country's input set; only the chosen country's set is used. */
export interface BankDetailsValue {
  country: string;
  accountName: string;
  accountNumber: string;
  sortCode: string;
  iban: string;
  swift: string;
  routingNumber: string;
  accountType: 'CHECKING' | 'SAVINGS' | null;
  legalType: 'PRIVATE' | 'BUSINESS' | null;
}

export const DEFAULT_COUNTRIES = ['GB', 'IE', 'DE', 'FR', 'US'];
export const LEGAL_TYPES = ['PRIVATE', 'BUSINESS'] as const;
export const ACCOUNT_TYPES = ['CHECKING', 'SAVINGS'] as const;

/**
 * The bank's country until the customer picks one: the customer's own (the locale's country) when the form offers
 * it, else the block's `defaultCountry`, else the first offered.
 */
export function defaultBankCountry(localeCountry: string, countries: readonly string[], defaultCountry: string | undefined): string {
  if (countries.includes(localeCountry)) return localeCountry;
  return defaultCountry ?? countries[0];
}

/** The spec's bank input sets (core/rules/bankInputSets.ts); all ask account name and legal type. */
export type InputSet = BankInputSet;
export const inputSetOf = bankInputSetOf;

/**
 * The details after the bank's country changed: the fields the new country does not ask for are emptied, so the
 * draft, the summary and the claim all hold the same account (an IBAN typed under DE is not kept under GB).
 */
export function withCountry(details: BankDetailsValue, country: string): BankDetailsValue {
  const blank = blankBankDetails(country);
  const kept = new Set<keyof BankDetailsValue>(['accountName', 'legalType', ...bankFieldsOf(country).map((field) => BANK_DRAFT_FIELDS[field])]);
  const next = { ...details, country };
  for (const field of Object.keys(blank) as Array<keyof BankDetailsValue>) {
    if (field !== 'country' && !kept.has(field)) (next as Record<string, unknown>)[field] = blank[field];
  }
  return next;
}

export function blankBankDetails(country: string): BankDetailsValue {
  return { country, accountName: '', accountNumber: '', sortCode: '', iban: '', swift: '', routingNumber: '', accountType: null, legalType: null };
}

/** The stored value with every field present (a draft from before this step, or a forgotten one, has none). */
export function bankDetailsOf(value: unknown, defaultCountry: string): BankDetailsValue {
  const stored = value && typeof value === 'object' ? (value as Partial<BankDetailsValue>) : {};
  return { ...blankBankDetails(defaultCountry), ...stored, country: stored.country || defaultCountry };
}

/** IBAN and SWIFT/BIC are stored as banks print them without the spaces people type: upper case, no spaces. */
export { compactUpper } from '../../../core/rules/bankInputSets';
