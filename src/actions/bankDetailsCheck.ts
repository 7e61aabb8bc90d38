import { isValidBIC, isValidIBAN } from 'ibantools';
import type { paths } from '../api/generated/promotion-api';
import type { Action, FieldError } from '../engine/contract';

/** The draft's bankDetails (see the BankDetails widget). */
interface BankDetails {
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

/** Spec "bank input sets by country": GB sort code, US routing number, any other country IBAN. */
function inputSetOf(country: string | undefined): 'sortCode' | 'routing' | 'iban' {
  if (country === 'GB') return 'sortCode';
  if (country === 'US') return 'routing';
  return 'iban';
}

const compactUpper = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, '').toUpperCase();

/**
 * The bank_transfer part of the API payloads (reward-detail validation, and the claim's reward method): only the
 * fields of the country's input set, empty ones left out ("null values omitted").
 */
export function bankTransferOf(details: BankDetails): Record<string, string> {
  const set = inputSetOf(details.country);
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

/** IBAN checksum and BIC shape are checked here, so the visitor learns which field is wrong without a round trip. */
function ibanProblems(details: BankDetails): FieldError[] {
  const iban = compactUpper(details.iban);
  const errors: FieldError[] = [];
  if (!isValidIBAN(iban)) errors.push({ path: 'bankDetails.iban', alias: 'errorsIbanInvalid' });
  else if (iban.slice(0, 2) !== details.country) errors.push({ path: 'bankDetails.iban', alias: 'errorsIbanCountryMismatch' });
  if (!isValidBIC(compactUpper(details.swift))) errors.push({ path: 'bankDetails.swift', alias: 'errorsSwiftInvalid' });
  return errors;
}

// The body as the contract types it. The cast below is needed only until the regenerated types let the claim
// flow leave out claim_id and return_reason (RewardDetailValidationRequest); it can go then.
type RewardDetailValidationBody = paths['/reward-detail-validation']['post']['requestBody']['content']['application/json'];

/**
 * Runs after `validate` on the reward-details step, for a bank transfer only: local IBAN/BIC checks, then the
 * server's check of the details, which must answer 204. Bank details are never logged, not even on failure.
 */
const bankDetailsCheck: Action = async ({ values, api }) => {
  if (values.rewardMethod !== 'bank_transfer') return { ok: true };
  const details = (values.bankDetails ?? {}) as BankDetails;
  if (inputSetOf(details.country) === 'iban') {
    const errors = ibanProblems(details);
    if (errors.length > 0) return { ok: false, errors };
  }
  const body = { legal_type: details.legalType, bank_transfer: bankTransferOf(details) };
  try {
    const { response } = await api.POST('/reward-detail-validation', { body: body as unknown as RewardDetailValidationBody });
    if (response.status === 204) return { ok: true };
  } catch {
    // A network failure says nothing about the details; the generic message asks the visitor to try again.
  }
  return { ok: false, errors: [{ alias: 'errorsBankGeneric' }] };
};

export default bankDetailsCheck;
