/**
 * Spec "bank input sets by country": which fields a bank account is given by in a country. GB: account number (8
 * digits) and sort code; US: account number (4 to 17 digits), routing number (ABA) and account type; any other
 * country: IBAN and SWIFT/BIC.
 * Every set also asks the account holder's name. The one definition the BankDetails widget, the actions that send
 * bank details and the server that checks them use; what makes the fields right is bankDetailsChecks.ts (apart, so
 * the widget loads no IBAN tables).
 */
export type BankInputSet = 'sortCode' | 'routing' | 'iban';

export function bankInputSetOf(country: string | undefined): BankInputSet {
  if (country === 'GB') return 'sortCode';
  if (country === 'US') return 'routing';
  return 'iban';
}

/** The digits of an account number in the sets that ask one: UK accounts have 8; US accounts 4 to 17 (NACHA). */
export const ACCOUNT_NUMBER_LENGTHS: Readonly<Record<Exclude<BankInputSet, 'iban'>, { min: number; max: number }>> = Object.freeze({
  sortCode: Object.freeze({ min: 8, max: 8 }),
  routing: Object.freeze({ min: 4, max: 17 }),
});

/** How many digits an account number of a bank in `country` has; undefined where the IBAN is asked instead. */
export function accountNumberLengthOf(country: string | undefined): { min: number; max: number } | undefined {
  const set = bankInputSetOf(country);
  return set === 'iban' ? undefined : ACCOUNT_NUMBER_LENGTHS[set];
}

/** Whether an account number has the digits of its country's accounts (GB 8; US 4 to 17). */
export function isAccountNumberOfCountry(accountNumber: string, country: string | undefined): boolean {
  const length = accountNumberLengthOf(country);
  return Boolean(length) && /^[0-9]+$/.test(accountNumber) && accountNumber.length >= length!.min && accountNumber.length <= length!.max;
}

/** A bank account field by its name in the API contract (BankTransferDetails, BankTransferRewardMethod). */
export type BankAccountField = 'account_number' | 'sort_code' | 'routing_number' | 'account_type' | 'iban' | 'swift';

/** The account fields of each input set (besides account_name, which every set asks), in the contract's names. */
export const BANK_INPUT_FIELDS: Readonly<Record<BankInputSet, readonly BankAccountField[]>> = Object.freeze({
  sortCode: Object.freeze(['account_number', 'sort_code'] as const),
  routing: Object.freeze(['account_number', 'routing_number', 'account_type'] as const),
  iban: Object.freeze(['iban', 'swift'] as const),
});

/** The names of the account fields in the draft (the BankDetails widget's value, which the actions read). */
export const BANK_DRAFT_FIELDS = Object.freeze({
  account_number: 'accountNumber',
  sort_code: 'sortCode',
  routing_number: 'routingNumber',
  account_type: 'accountType',
  iban: 'iban',
  swift: 'swift',
} as const satisfies Record<BankAccountField, string>);

/** The account fields a country's bank details are given by. */
export function bankFieldsOf(country: string | undefined): readonly BankAccountField[] {
  return BANK_INPUT_FIELDS[bankInputSetOf(country)];
}

/** IBAN and SWIFT/BIC as banks print them, without the spaces people type: upper case, no spaces. */
export function compactUpper(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, '').toUpperCase();
}

