import type { Action, FieldError } from '../engine/contract';
import { ibanProblem, isValidSwift } from '../rules/bankDetailsChecks';
import { compactUpper } from '../rules/bankInputSets';
import { bankTransferOf, inputSetOf, type BankDetails } from './support/bankTransfer';

/** IBAN checksum and BIC shape are checked here, so the visitor learns which field is wrong without a round trip. */
function ibanProblems(details: BankDetails): FieldError[] {
  const errors: FieldError[] = [];
  const iban = ibanProblem(compactUpper(details.iban), details.country);
  if (iban === 'invalid') errors.push({ path: 'bankDetails.iban', alias: 'errorsIbanInvalid' });
  else if (iban === 'otherCountry') errors.push({ path: 'bankDetails.iban', alias: 'errorsIbanCountryMismatch' });
  if (!isValidSwift(compactUpper(details.swift))) errors.push({ path: 'bankDetails.swift', alias: 'errorsSwiftInvalid' });
  return errors;
}

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
  const body = { legal_type: details.legalType as 'PRIVATE' | 'BUSINESS', bank_transfer: bankTransferOf(details) as { account_name: string; country: string } };
  try {
    const { response } = await api.POST('/reward-detail-validation', { body });
    if (response.status === 204) return { ok: true };
  } catch {
    // A network failure says nothing about the details; the generic message asks the visitor to try again.
  }
  return { ok: false, errors: [{ alias: 'errorsBankGeneric' }] };
};

export default bankDetailsCheck;
