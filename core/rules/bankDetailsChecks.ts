/**
 * What makes bank details right for their country's input set (bankInputSets.ts): an IBAN's checksum and country, a
 * SWIFT/BIC's shape, an ABA routing number's checksum, the fields each set requires. The site's bank details check
 * and the reference server decide by these alike.
 */
import { isValidBIC, isValidIBAN } from 'ibantools';
import { bankInputSetOf, isAccountNumberOfCountry, type BankAccountField } from './bankInputSets';

/** ABA routing number checksum (3-7-1 weights). */
export function isValidAbaRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const d = value.split('').map(Number);
  const sum = 3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5] + d[8]);
  return sum % 10 === 0;
}

/** What is wrong with an IBAN given for a bank in `country`: not an IBAN (checksum, length), or another country's. */
export function ibanProblem(iban: string | null | undefined, country: string | undefined): 'invalid' | 'otherCountry' | undefined {
  if (!iban || !isValidIBAN(iban)) return 'invalid';
  if (iban.slice(0, 2) !== country) return 'otherCountry';
  return undefined;
}

/** Whether a SWIFT/BIC code is well formed. */
export function isValidSwift(swift: string | null | undefined): boolean {
  return Boolean(swift) && isValidBIC(swift!);
}

/** Bank details in the contract's names (null or absent where a field is not given). */
export type BankAccountDetails = { country: string; account_name?: string | null } & Partial<Record<BankAccountField, string | null>>;

export interface BankDetailsProblem {
  field: BankAccountField | 'account_name';
  problem: 'required' | 'invalid' | 'otherCountry';
}

/**
 * Problems with bank details for their country's input set; none = valid. `needsAccountType`: a US account type is
 * required (the claim flow asks it; my-claim does not).
 */
export function bankDetailsProblems(details: BankAccountDetails, needsAccountType: boolean): BankDetailsProblem[] {
  const problems: BankDetailsProblem[] = [];
  if (!details.account_name?.trim()) problems.push({ field: 'account_name', problem: 'required' });
  const set = bankInputSetOf(details.country);
  const accountNumber = details.account_number;
  if (set !== 'iban') {
    if (!accountNumber) problems.push({ field: 'account_number', problem: 'required' });
    else if (!isAccountNumberOfCountry(accountNumber, details.country)) problems.push({ field: 'account_number', problem: 'invalid' });
  }
  if (set === 'sortCode') {
    if (!details.sort_code) problems.push({ field: 'sort_code', problem: 'required' });
  } else if (set === 'routing') {
    if (!details.routing_number || !isValidAbaRoutingNumber(details.routing_number)) problems.push({ field: 'routing_number', problem: 'invalid' });
    if (needsAccountType && !details.account_type) problems.push({ field: 'account_type', problem: 'required' });
  } else {
    const iban = ibanProblem(details.iban, details.country);
    if (iban) problems.push({ field: 'iban', problem: iban });
    if (!isValidSwift(details.swift)) problems.push({ field: 'swift', problem: 'invalid' });
  }
  return problems;
}
