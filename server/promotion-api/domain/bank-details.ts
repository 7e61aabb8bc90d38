import { bankDetailsProblems, type BankAccountDetails, type BankDetailsProblem } from '../../../core/rules/bankDetailsChecks';

function messageOf({ field, problem }: BankDetailsProblem, country: string): string {
  if (problem === 'otherCountry') return `${field} does not belong to the country`;
  if (problem === 'invalid') return `${field} is invalid`;
  return field === 'account_name' ? `${field} is required` : `${field} is required for ${country}`;
}

/**
 * What is wrong with bank details for their country (the input sets of core/rules/bankInputSets.ts, which the site
 * checks too), as the message of a 422 answer ("Bank details: iban is invalid, swift is invalid"); undefined when
 * they are valid. `needsAccountType`: a US account type is required (claim flow).
 */
export function bankDetailsError(details: BankAccountDetails, needsAccountType: boolean): string | undefined {
  const problems = bankDetailsProblems(details, needsAccountType);
  return problems.length ? `Bank details: ${problems.map((problem) => messageOf(problem, details.country)).join(', ')}` : undefined;
}
