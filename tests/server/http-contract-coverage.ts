import { expect } from 'vitest';

/** The operations each HTTP contract test file covers; together they are the whole contract. */
export const CLAIM_FLOW_OPERATIONS = [
  'contentManifest',
  'getQualifyingResellers',
  'getQualifyingProducts',
  'getQualifyingTradeIns',
  'getDateWindowStatus',
  'getRewardMethods',
  'claimWindowCheck',
  'phoneNumberCheck',
  'addressLookup',
  'productCheck',
  'productIdentifierCheck',
  'fileUpload',
  'createClaim',
  'webVisitor',
];

export const MY_CLAIM_OPERATIONS = [
  'claimDetailsRequest',
  'surveyResponse',
  'missingInformation',
  'rewardDetail',
  'rewardDetailValidation',
  'revaluationApproval',
  'revaluationRejection',
  'tradeInDocument',
  'auditDocument',
  'createTicket',
];

/** Covered by client-report.test.ts. */
export const CLIENT_REPORT_OPERATIONS = ['clientReport'];
export const USAGE_OPERATIONS = ['countUsageEvents'];
/** Covered by messages/reference-reminder.test.ts. */
export const REMINDER_OPERATIONS = ['claimReferenceReminder'];

/** Each operation answered at least one success and one error over HTTP. */
export function expectSuccessAndErrorFor(operations: string[], seen: Map<string, Set<number>>): void {
  const missing = operations.filter((op) => {
    const statuses = [...(seen.get(op) ?? [])];
    return !statuses.some((s) => s < 300) || !statuses.some((s) => s >= 400);
  });
  expect(missing, 'operations without a success and an error answer').toEqual([]);
}
