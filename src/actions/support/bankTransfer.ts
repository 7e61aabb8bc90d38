import { bankInputSetOf } from '../../rules/bankInputSets';
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

export { bankInputSetOf as inputSetOf } from '../../rules/bankInputSets';

export const compactUpper = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, '').toUpperCase();

/**
 * The bank_transfer part of the API payloads (reward-detail validation, and the claim's reward method): only the
 * fields of the country's input set, empty ones left out ("null values omitted").
 */
export function bankTransferOf(details: BankDetails): Record<string, string> {
  const set = bankInputSetOf(details.country);
  const fields: Record<string, string | null | undefined> = {
    account_name: details.accountName?.trim(),
    account_number: set === 'iban' ? null : details.accountNumber,
    sort_code: set === 'sortCode' ? details.sortCode : null,
    routing_number: set === 'routing' ? details.routingNumber : null,
    account_type: set === 'routing' ? details.accountType : null,
    iban: set === 'iban' ? compactUpper(details.iban) : null,
    swift: set === 'iban' ? compactUpper(details.swift) : null,
    country: details.country,
  };
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''));
}
