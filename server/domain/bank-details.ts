import { isValidBIC, isValidIBAN } from 'ibantools';
import { bankInputSetOf, isValidAbaRoutingNumber } from '../../src/rules/bankInputSets';

export interface BankDetailsInput {
  country: string;
  account_name?: string | null;
  account_number?: string | null;
  sort_code?: string | null;
  routing_number?: string | null;
  account_type?: string | null;
  iban?: string | null;
  swift?: string | null;
}

/**
 * Problems with bank details for their country (spec "bank input sets by country"): GB account number +
 * sort code; US account number + routing number (+ account type when `needsAccountType`); others IBAN (with
 * checksum, and of the same country) + SWIFT/BIC. Empty list = valid.
 */
export function bankDetailsProblems(details: BankDetailsInput, needsAccountType: boolean): string[] {
  const problems: string[] = [];
  if (!details.account_name?.trim()) problems.push('account_name is required');
  const set = bankInputSetOf(details.country);
  if (set === 'sortCode') {
    if (!details.account_number) problems.push('account_number is required for GB');
    if (!details.sort_code) problems.push('sort_code is required for GB');
  } else if (set === 'routing') {
    if (!details.account_number) problems.push('account_number is required for US');
    if (!details.routing_number || !isValidAbaRoutingNumber(details.routing_number)) problems.push('routing_number is invalid');
    if (needsAccountType && !details.account_type) problems.push('account_type is required for US');
  } else {
    if (!details.iban || !isValidIBAN(details.iban)) problems.push('iban is invalid');
    else if (!details.iban.startsWith(details.country)) problems.push('iban does not belong to the country');
    if (!details.swift || !isValidBIC(details.swift)) problems.push('swift is invalid');
  }
  return problems;
}

export { isValidAbaRoutingNumber };
