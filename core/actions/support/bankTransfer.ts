import { BANK_DRAFT_FIELDS, bankFieldsOf, compactUpper, type BankAccountField } from '../../rules/bankInputSets';
/** The draft's bankDetails (see the BankDetails widget). */
export interface BankDetails {
  country?: string;
  accountName?: string | null;
  accountNumber?: string | null;
  sortCode?: string | null;
  iban?: string | null;
  swift?: string | null;
  routingNumber?: string | null;
  accountType?: string | null;
  legalType?: string | null;
}

export { bankInputSetOf as inputSetOf, compactUpper } from '../../rules/bankInputSets';

/** IBAN and SWIFT/BIC are sent as banks print them (upper case, no spaces). */
const COMPACTED: ReadonlySet<BankAccountField> = new Set(['iban', 'swift']);

/**
 * The bank_transfer part of the API payloads (reward-detail validation, and the claim's reward method): only the
 * fields of the country's input set, empty ones left out ("null values omitted").
 */
export function bankTransferOf(details: BankDetails): Record<string, string> {
  const asked = bankFieldsOf(details.country);
  const fields: Record<string, string | null | undefined> = { account_name: details.accountName?.trim() };
  for (const [field, draftField] of Object.entries(BANK_DRAFT_FIELDS) as Array<[BankAccountField, keyof BankDetails]>) {
    const value = asked.includes(field) ? details[draftField] : null;
    fields[field] = COMPACTED.has(field) && value != null ? compactUpper(value) : value;
  }
  fields.country = details.country;
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''));
}
