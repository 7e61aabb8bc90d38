/**
 * Spec "bank input sets by country": which fields a bank account is given by in a country. GB: account number and
 * sort code; US: account number, routing number (ABA) and account type; any other country: IBAN and SWIFT/BIC. The
 * one definition the BankDetails widget, the actions that send bank details and the server that checks them use.
 */
export type BankInputSet = 'sortCode' | 'routing' | 'iban';

export function bankInputSetOf(country: string | undefined): BankInputSet {
  if (country === 'GB') return 'sortCode';
  if (country === 'US') return 'routing';
  return 'iban';
}

/** ABA routing number checksum (3-7-1 weights). */
export function isValidAbaRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const d = value.split('').map(Number);
  const sum = 3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5] + d[8]);
  return sum % 10 === 0;
}
